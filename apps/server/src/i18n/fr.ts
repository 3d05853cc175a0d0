// Français : les textes du serveur. Vouvoiement pour tout le monde, enseignants comme étudiants
// (comme dans l’application web) ; une « lecture » est une séance, le « Lecture Code » le code de
// séance, le « doghouse » le placard. Espaces insécables (U+00A0) avant : ; ! ? et entre un nombre
// et son unité, écrites telles quelles dans les chaînes et en \u00a0 dans les gabarits.
import type { ServerCatalogue } from './english.ts';

export const fr: ServerCatalogue = {
  AUTH_MESSAGES: {
    loginRequired: 'Veuillez vous connecter.',
    sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
    teachersOnly: 'Cette action est réservée aux enseignants.',
    studentsOnly: 'Cette action est réservée aux étudiants.',
    adminsOnly: 'Cette action est réservée aux enseignants administrateurs.',
    wrongTeacherLogin: 'Nom d’utilisateur ou mot de passe incorrect.',
    wrongStudentLogin: 'Identifiant privé ou mot de passe incorrect.',
    loggedIn: 'Connexion réussie.',
    loggedOut: 'Déconnexion effectuée.',
    tooManyAttempts: 'Trop de tentatives. Veuillez réessayer dans une minute.',
    wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
    passwordUpdated: 'Mot de passe modifié.',
    verifyEmailFirst: 'Veuillez d’abord vérifier votre adresse e-mail.',
  },
  TEACHER_MESSAGES: {
    registered:
      'Inscription réussie. Consultez la messagerie de votre établissement pour vérifier votre adresse.',
    emailTaken: 'Cette adresse e-mail est déjà enregistrée.',
    usernameTaken: 'Ce nom d’utilisateur est déjà pris.',
    emailVerified: 'Votre adresse e-mail est vérifiée. Vous pouvez maintenant vous connecter.',
    verificationInvalid: 'Ce lien de vérification n’est pas valide ou a expiré.',
    profile: 'Profil de l’enseignant.',
    teachers: 'Enseignants.',
    updated: 'Profil mis à jour.',
    updatedVerifyEmail:
      'Profil mis à jour. Consultez la messagerie de votre établissement pour vérifier votre nouvelle adresse.',
    notFound: 'Enseignant introuvable.',
    ownProfileOnly: 'Vous ne pouvez modifier que votre propre profil.',
  },
  STUDENT_MESSAGES: {
    created: 'Compte créé.',
    credentialsIssued:
      'Votre identifiant privé et votre mot de passe ont été créés. Conservez-les en lieu sûr.',
    anonIdTaken: 'Cet identifiant privé est déjà pris.',
    anonIdInvalid:
      'L’identifiant privé comporte de 4 à 64 lettres, chiffres, points, tirets ou traits de soulignement.',
    profile: 'Profil de l’utilisateur.',
    users: 'Utilisateurs.',
    notFound: 'Utilisateur introuvable.',
    ownAccountOnly: 'Vous ne pouvez accéder qu’à votre propre compte.',
  },
  COURSE_MESSAGES: {
    list: 'Cours.',
    found: 'Cours.',
    created: 'Cours créé.',
    updated: 'Cours mis à jour.',
    deleted: 'Cours supprimé',
    notFound: 'Cours introuvable.',
    noAccess: 'Vous n’avez pas accès à ce cours.',
  },
  LECTURE_MESSAGES: {
    list: 'Séances.',
    found: 'Séance.',
    created: 'Séance créée.',
    updated: 'Séance mise à jour.',
    deleted: 'Séance supprimée',
    notFound: 'Séance introuvable.',
    started: 'Séance lancée.',
    ended: 'Séance terminée.',
    extended: 'Séance prolongée de 10 minutes.',
    alreadyEnded: 'La séance est terminée.',
  },
  PRESENTATION_MESSAGES: {
    uploaded: 'Présentation déposée.',
    meta: 'Présentation.',
    deleted: 'Présentation supprimée',
    missing: 'La présentation PDF n’a pas été déposée correctement. Veuillez la déposer à nouveau.',
    pdfOnly: 'Seules les présentations PDF peuvent être déposées.',
    noFile: 'Veuillez choisir une présentation PDF à déposer.',
    tooLarge: (maxMb: number) => `La présentation dépasse ${maxMb}\u00a0Mo.`,
    busy: 'Trop de présentations sont en cours de dépôt. Veuillez réessayer dans une minute.',
    ownUploadRunning:
      'Le dépôt de votre présentation précédente est toujours en cours. Veuillez attendre qu’il soit terminé.',
  },
  FEEDBACK_MESSAGES: {
    list: 'Avis.',
    found: 'Avis.',
    notFound: 'Avis introuvable.',
  },
  GENERIC_MESSAGES: {
    routeNotFound: 'Introuvable.',
    internal: 'Erreur interne du serveur',
    invalidBody: 'Le contenu de la requête n’est pas valide.',
    invalidId: 'L’ID n’est pas valide.',
    controlCharacters: 'Le texte ne doit pas contenir de caractères de contrôle.',
    databaseUnavailable: 'La base de données est indisponible. Veuillez réessayer dans un instant.',
    bodyTooSlow:
      'La requête est arrivée trop lentement et a été interrompue. Vérifiez votre connexion, puis réessayez.',
  },
  QA_MESSAGES: {
    questionsNotAllowed: 'Les questions ne sont pas autorisées pour le moment',
    answersNotAllowed: 'Les réponses ne sont pas autorisées pour le moment',
    discussionsNotAllowed: 'Les discussions ne sont pas autorisées pour le moment',
    readOnly: 'Questions indisponibles : lecture seule',
    ownPost: 'Impossible sur votre propre publication !',
    teacherPostNoFlag: 'Les publications de l’enseignant ne peuvent pas être signalées.',
    notInDoghouse: 'Seules les publications au placard peuvent être contestées.',
    teacherNoRiseUp: 'Les enseignants ne peuvent pas contester une publication.',
    notEditable: 'Cette publication ne peut plus être modifiée.',
    notAuthor: 'Seul l’auteur peut modifier cette publication.',
    cannotDelete: 'Cette question ne peut plus être supprimée.',
    tooManyAnswers: 'Cette question a atteint le nombre maximal de réponses.',
    lowReputation:
      'Trop de vos publications ont été signalées ; vous ne pouvez pas publier pour le moment.',
    postFlagged: 'Cette publication est au placard ; il n’est pas possible d’y répondre.',
    questionNotFound: 'Question introuvable.',
    answerNotFound: 'Réponse introuvable.',
    discussionNotFound: 'Discussion introuvable.',
    discussionOwnAnswer: 'Vous ne pouvez pas ouvrir une discussion sur votre propre réponse.',
    discussionNotParticipant:
      'Une discussion ne réunit que l’auteur de la réponse et la personne qui a ouvert la discussion.',
    invalidVote: 'Un vote vaut 1 ou -1.',
    invalidLectureIds: 'Les ID de séance doivent former une liste JSON de nombres.',
    questions: 'Questions.',
    question: 'Question.',
    questionPosted: 'Question publiée.',
    questionUpdated: 'Question modifiée.',
    questionDeleted: 'Question supprimée.',
    answers: 'Réponses.',
    answer: 'Réponse.',
    answerPosted: 'Réponse publiée.',
    answerUpdated: 'Réponse modifiée.',
    discussions: 'Discussions.',
    discussion: 'Discussion.',
    discussionStarted: 'Discussion ouverte.',
    discussionReplied: 'Message publié.',
    voted: 'Vote enregistré.',
    voteRemoved: 'Vote retiré.',
    flagged: 'Publication signalée.',
    unflagged: 'Signalement retiré.',
    risenUp: 'Contestation enregistrée.',
    riseUpRemoved: 'Contestation retirée.',
    history: 'Historique.',
    teacherOnly: 'Seul l’enseignant de la séance peut effectuer cette action.',
    markedAnswered: 'Question marquée comme répondue.',
    unmarkedAnswered: 'Question marquée comme non répondue.',
    highlighted: 'Question mise en avant.',
    highlightCleared: 'Mise en avant retirée.',
  },
  STATISTICS_MESSAGES: {
    expressionStat: 'Statistiques des réactions.',
    slideStats: 'Statistiques des réactions par diapositive.',
    slideInteractions: 'Interactions par diapositive.',
    interactionsExist: 'Des interactions par diapositive existent.',
    adminStatistics: 'Statistiques d’administration.',
    slideInvalid: 'Le numéro de diapositive n’est pas valide.',
    videoExpressionSaved: 'Réaction à la vidéo enregistrée.',
    videoExpressionTakenBack: 'Réaction à la vidéo annulée.',
    videoInteractionSaved: 'Interaction avec la vidéo enregistrée.',
    lastVideoExpression: 'Dernière réaction à la vidéo.',
    videoTagInvalid: 'La réaction n’est pas valide.',
    videoTimeInvalid: 'La position dans la vidéo n’est pas valide.',
    videoEndBeforeTime: 'La fin ne peut pas précéder le moment indiqué.',
    noVideo: 'Cette séance n’a pas de vidéo.',
  },
  CLASS_STATUS_MESSAGES: {
    classIdValid: 'Ce code de séance est valide.',
    info: 'Informations sur la séance.',
    statistics: 'Statistiques de la séance.',
    pseudonym: 'Pseudonyme.',
    noPseudonym: 'Vous n’avez pas de pseudonyme dans cette séance.',
    liveAttending: 'Séance en cours.',
    joinLink: 'Lien pour rejoindre la séance.',
    reset: (removed: number) =>
      removed < 2 ? `${removed} pseudonyme supprimé.` : `${removed} pseudonymes supprimés.`,
  },
  NOTIFICATION_MESSAGES: {
    list: 'Notifications.',
    acknowledged: 'Notifications marquées comme lues.',
    notFound: 'Notification introuvable.',
  },
  PASSKEY_MESSAGES: {
    options: 'Options de la clé d’accès.',
    added:
      'Clé d’accès ajoutée. Vous pouvez désormais l’utiliser pour vous connecter sur cet appareil.',
    list: 'Vos clés d’accès.',
    removed: 'Clé d’accès supprimée.',
    alreadyAdded: 'Cette clé d’accès a déjà été ajoutée.',
    notFound: 'Clé d’accès introuvable.',
    challengeExpired: 'Cette demande de clé d’accès a expiré. Veuillez réessayer.',
    notVerified: 'La clé d’accès n’a pas pu être vérifiée. Veuillez réessayer.',
    unknownPasskey:
      'Cette clé d’accès est inconnue ici. Elle a peut-être été supprimée ; connectez-vous plutôt avec votre identifiant privé et votre mot de passe.',
  },
  SSO_MESSAGES: {
    config: 'Connexion avec le compte universitaire.',
    handoffInvalid: 'Cette connexion a expiré ou a déjà été utilisée. Veuillez vous reconnecter.',
  },
  TEACHER_TEXT: {
    firstNameRequired: 'Veuillez saisir votre prénom.',
    lastNameRequired: 'Veuillez saisir votre nom.',
    emailRequired: 'Veuillez saisir votre adresse e-mail.',
    emailInvalid: 'L’adresse e-mail n’est pas valide.',
    universityRequired: 'Veuillez indiquer votre établissement.',
    passwordRequired: 'Veuillez saisir un mot de passe.',
    passwordsDiffer: 'Les mots de passe ne correspondent pas.',
    confirmRequired: 'Veuillez confirmer le mot de passe.',
    loginIdInvalid: 'L’identifiant n’est pas valide.',
    loginPasswordInvalid: 'Le mot de passe n’est pas valide.',
    weakPassword: 'Mot de passe trop faible. Respectez les exigences ci-dessus.',
    currentPasswordRequired: 'Veuillez saisir votre mot de passe actuel.',
    newPasswordRequired: 'Veuillez saisir un nouveau mot de passe.',
  },
  STUDENT_TEXT: {
    privateIdRequired: 'Veuillez saisir votre identifiant privé.',
    passwordRequired: 'Veuillez saisir votre mot de passe.',
  },
  LECTURE_TEXT: {
    nameRequired: 'Veuillez saisir un nom.',
    dateRequired: 'Veuillez saisir une date.',
    startTimeRequired: 'Veuillez saisir l’heure de début.',
    endTimeRequired: 'Veuillez saisir l’heure de fin.',
    endBeforeStart: 'L’heure de fin doit être postérieure à l’heure de début.',
  },
  COURSE_TEXT: {
    titleInvalid: 'L’intitulé n’est pas valide.',
    shortNameInvalid: 'Le nom court n’est pas valide.',
    startDateInvalid: 'La date de début n’est pas valide.',
  },
  LTI_TEXT: {
    handoffRequired: 'Le code de lancement est manquant.',
    nameRequired: 'Veuillez saisir un nom.',
    issuerRequired: 'Veuillez saisir l’émetteur (issuer).',
    clientIdRequired: 'Veuillez saisir l’ID client.',
    deploymentIdRequired: 'Veuillez saisir l’ID de déploiement.',
    urlInvalid: 'Veuillez saisir une URL complète (https, ou http sur localhost).',
    courseNameRequired: 'Veuillez saisir l’intitulé du cours.',
    courseShortNameRequired: 'Veuillez saisir un nom court.',
  },
  CLASS_CODE_TEXT: {
    notANumber: 'Le code de séance ne contient que des chiffres.',
    required: 'Veuillez saisir le code de séance.',
    noSuchClass: 'Désolé, aucune séance ne correspond actuellement à ce code.',
    expired: 'Ce code de séance a expiré. Demandez-en un nouveau à votre enseignant.',
  },
  SOCKET_TEXT: {
    accessDenied: 'Accès refusé',
    invalidClassId: 'Code de séance non valide',
    invalidLectureDetails: 'Informations de séance non valides',
    alreadyAttending: 'Vous participez déjà à cette séance',
    courseBusy: 'Erreur : le cours est occupé',
    disconnectedFromWaitingRoom: 'Déconnecté de la salle d’attente',
    tooManyJoining:
      'Trop d’étudiants se connectent depuis votre réseau en ce moment. Patientez un instant, puis réessayez.',
    waitingRoomFull:
      'La salle d’attente est pleine pour le moment. Patientez un instant, puis réessayez.',
    lectureFullForNewAccounts:
      'Cette séance ne peut plus accueillir d’étudiants sans compte. Connectez-vous, puis réessayez.',
    reactionsPaused: 'Réactions non acceptées. L’enseignant a mis la séance en pause.',
    overload: 'Trop de réactions. Patientez un instant.',
    slideMoved:
      'L’enseignant est passé à une autre diapositive : votre réaction n’a pas été comptée. Appuyez de nouveau pour la diapositive affichée.',
    removedFromClass: 'Vous avez été retiré de la séance.',
    lectureEnded: 'La séance est terminée.',
    lectureNotStarted: 'Veuillez attendre que l’enseignant lance la séance',
    teachersOnly: 'Seul l’enseignant peut effectuer cette action.',
    studentsOnly: 'Seuls les étudiants peuvent envoyer des réactions.',
    invalidPayload: 'Requête non valide',
    internal: 'Une erreur s’est produite. Veuillez réessayer.',
    databaseUnavailable: 'La base de données est indisponible. Veuillez réessayer dans un instant.',
    reactionNotSaved:
      'Votre réaction est affichée à l’enseignant, mais n’a pas encore pu être enregistrée. Elle le sera dès que la base de données sera de nouveau disponible.',
  },
  LTI_MESSAGES: {
    registrationKey:
      'Rien n’a été enregistré : l’URL d’enregistrement ne contient pas de clé valide. Copiez l’URL d’enregistrement complète depuis la page d’administration d’Open4Feedback.',
    registrationParams:
      'Rien n’a été enregistré : la plateforme pédagogique n’a pas envoyé son adresse openid_configuration.',
    registrationUrl:
      'Rien n’a été enregistré : la configuration de la plateforme pédagogique doit être accessible en https (http uniquement sur localhost).',
    registrationConfig:
      'Rien n’a été enregistré : la configuration de la plateforme pédagogique est illisible ou incomplète.',
    registrationIssuer:
      'Rien n’a été enregistré : l’émetteur (issuer) indiqué dans la configuration de la plateforme pédagogique ne correspond pas à l’adresse d’où elle a été lue.',
    registrationRefused:
      'Rien n’a été enregistré : la plateforme pédagogique a refusé l’enregistrement.',
    loginParams:
      'La plateforme pédagogique a envoyé une demande de connexion incomplète (iss et login_hint sont nécessaires).',
    loginUnknownPlatform:
      'Cette plateforme pédagogique n’est pas enregistrée dans Open4Feedback. Demandez à votre administrateur de l’enregistrer.',
    loginAmbiguous:
      'Cette plateforme pédagogique est enregistrée plusieurs fois ; elle doit indiquer quel client elle lance (client_id).',
    loginDeployment: 'Ce déploiement de l’outil n’est pas enregistré dans Open4Feedback.',
    launchParams:
      'Le lancement est incomplet : la plateforme pédagogique n’a envoyé aucun id_token ou aucun state.',
    launchState:
      'Ce lancement a expiré ou a déjà été utilisé. Ouvrez de nouveau Open4Feedback depuis votre cours.',
    launchPlatformGone:
      'La plateforme pédagogique de ce lancement n’est plus enregistrée dans Open4Feedback.',
    launchAlgorithm: 'Le lancement a été refusé : il n’est pas signé avec RS256.',
    launchSignature:
      'Le lancement a été refusé : sa signature ne correspond pas aux clés de la plateforme pédagogique.',
    launchKeys:
      'Les clés de la plateforme pédagogique n’ont pas pu être récupérées. Réessayez dans un instant.',
    launchIssuer:
      'Le lancement a été refusé : il provient d’un autre émetteur que la plateforme pédagogique enregistrée.',
    launchAudience: 'Le lancement a été refusé : il n’est pas destiné à Open4Feedback.',
    launchAzp: 'Le lancement a été refusé : sa partie autorisée (azp) n’est pas Open4Feedback.',
    launchExpired: 'Le lancement a été refusé : il a expiré. Ouvrez de nouveau Open4Feedback.',
    launchNonce: 'Le lancement a été refusé : il ne répond pas à cette connexion (nonce).',
    launchInvalid: 'Le lancement a été refusé : son id_token n’est pas valide.',
    launchDeployment: 'Le lancement a été refusé : ce déploiement de l’outil n’est pas enregistré.',
    launchMessageType:
      'Le lancement a été refusé : Open4Feedback ne traite pas ce type de message.',
    launchVersion: 'Le lancement a été refusé : seule la version LTI 1.3.0 est prise en charge.',
    launchSubject: 'Le lancement a été refusé : il n’indique aucun utilisateur.',
    launchResourceLink: 'Le lancement a été refusé : il n’indique aucun lien de ressource.',
    launchDeepLinkSettings:
      'Le lancement a été refusé : ses paramètres de liens profonds (deep linking) sont absents.',
    launchDeepLinkLearner: 'Seuls les enseignants peuvent ajouter Open4Feedback à un cours.',
    launchStudentAccount:
      'Ce compte de la plateforme pédagogique est celui d’un étudiant dans Open4Feedback : il ne peut pas l’ouvrir en tant qu’enseignant.',
    launchNoCourse:
      'Ce cours de la plateforme pédagogique n’est pas encore associé à Open4Feedback. Demandez à votre enseignant d’ouvrir d’abord Open4Feedback depuis le cours.',
    launchOtherTeachersCourse:
      'Cette activité ouvre dans Open4Feedback le cours d’un autre enseignant, que lui seul peut animer. Ajoutez de nouveau l’outil à votre cours sur la plateforme pédagogique et associez-le à l’un de vos propres cours.',
    launchNoContext:
      'Le lancement n’indique aucun cours (context) ; ouvrez Open4Feedback depuis un cours.',
    handoffUnknown:
      'Ce lien de lancement a expiré ou a déjà été utilisé. Ouvrez de nouveau Open4Feedback depuis votre cours.',
    deepLinkUnknown:
      'Cette sélection de cours a expiré. Ajoutez de nouveau Open4Feedback depuis la plateforme pédagogique.',
    platformNotFound: 'Plateforme introuvable.',
    platformAdded: 'Plateforme ajoutée.',
    platformRemoved: 'Plateforme supprimée.',
    platforms: 'Plateformes LTI',
    session: 'Connecté depuis la plateforme pédagogique.',
    deepLinkOptions: 'Vos cours',
    deepLinkDone: 'Cours associé.',
  },
  LTI_PAGES: {
    registerRefused: 'Open4Feedback n’a pas été enregistré',
    loginRefused: 'Open4Feedback n’a pas pu démarrer',
    launchRefused: 'Open4Feedback n’a pas pu s’ouvrir',
    registeredTitle: 'Open4Feedback est enregistré',
    registered: (platformName: string) =>
      `Open4Feedback est désormais enregistré auprès de ${platformName}. Vous pouvez fermer cette fenêtre.`,
  },
  MAIL_TEXT: {
    verifySubject: 'Open4Feedback : vérifiez votre adresse e-mail',
    verifyBody: (firstName: string, link: string) =>
      [
        `Bonjour ${firstName},`,
        '',
        'Veuillez ouvrir ce lien pour vérifier l’adresse e-mail de votre établissement pour Open4Feedback :',
        link,
        '',
        'Ce lien est valable 48 heures.',
      ].join('\n'),
  },
};
