/**
 * Français, tel qu’une université française l’écrirait. Le vouvoiement vaut pour tout le monde :
 * enseignants et étudiants (comme sur les ENT et plateformes pédagogiques des universités). Les
 * noms de personnes restent au masculin générique, sans point médian (mieux lu par les lecteurs
 * d’écran). Une « lecture » est une séance, un « course » un cours ; le « Lecture Code » est le
 * code de séance. Les cinq réactions s’appellent partout : Je décroche, Pas clair, Super !,
 * Trop difficile, Trop simple. Le « doghouse » est le placard. Typographie française : espaces
 * insécables (U+00A0) avant : ; ! ? % et à l’intérieur des guillemets « », écrites telles quelles
 * dans les chaînes et en \u00a0 dans les gabarits (no-irregular-whitespace).
 */
import type { Catalogue } from './catalogue.ts';

const SUPPORT_EMAIL = 'support@open4feedback.org';

const SORT_LABELS = {
  time: 'Date',
  votes: 'Votes',
  answers: 'Nombre de réponses',
  flag: 'Signalements',
  lectureNum: 'Numéro de séance',
  discussions: 'Nombre de discussions',
};

/** « Séance 3 : Optique » ; un nom qui commence déjà par « Séance 3 » (ou « Lecture 3 ») reste tel quel. */
const lectureTitle = (lectureNum: number, name: string): string => {
  const prefix = `Séance ${lectureNum}`;
  if (!name.trim()) return prefix;
  return new RegExp(`^\\s*(séance|seance|lecture)\\s*0*${lectureNum}(?!\\d)`, 'i').test(name)
    ? name
    : `${prefix}\u00a0: ${name}`;
};

/** En français, 0 et 1 prennent le singulier. */
const plural = (count: number, one: string, many: string) => `${count} ${count < 2 ? one : many}`;

export const fr: Catalogue = {
  common: {
    productName: 'Open4Feedback',
    documentDescription:
      'Open4Feedback : des retours instantanés et anonymes pendant les séances en direct.',
    loading: 'Chargement…',
    retry: 'Réessayer',
    send: 'Envoyer',
    close: 'Fermer',
    yes: 'Oui',
    no: 'Non',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    logoAlt: 'Logo Open4Feedback',
    homeLink: 'Page d’accueil d’Open4Feedback',
    language: 'Langue',
    theme: { label: 'Thème', system: 'Système', light: 'Clair', dark: 'Sombre' },
  },

  nav: {
    ltiPlatforms: 'Plateformes LTI',
    myCourses: 'Mes cours',
    myLectures: 'Mes séances',
    joinLecture: 'Rejoindre une séance',
    classStatus: 'Pilotage de la séance',
    classStatusLive: 'Pilotage de la séance (une séance est en cours)',
    statisticsAdmin: 'Statistiques (administration)',
    statistics: 'Statistiques',
    questions: 'Questions',
    answers: 'Réponses',
    discussions: 'Discussions',
    notifications: 'Notifications',
    mySettings: 'Mes paramètres',
    howItWorks: 'Mode d’emploi',
    logOut: 'Se déconnecter',
    feedback: 'Votre avis',
    openMenu: 'Ouvrir le menu',
    mainMenu: 'Menu principal',
    breadcrumb: 'Fil d’Ariane',
    home: 'Accueil',
  },

  notifications: {
    bellLabel: (total: number) =>
      `Notifications\u00a0: ${total} ${total < 2 ? 'non lue' : 'non lues'}`,
    bellMenu: 'Groupes de notifications',
    questions: 'Questions',
    answers: 'Réponses',
    discussions: 'Discussions',
    flaggedQ: 'Q signalées',
    flaggedA: 'R signalées',
    withCount: (label: string, count: number) => `${label} (${count})`,
    title: 'Notifications',
    tabsLabel: 'Groupes de notifications',
    markAllRead: 'Tout marquer comme lu',
    empty: 'Aucune notification.',
    unread: 'Non lue',
    listLabel: (group: string) => `Notifications\u00a0: ${group}`,
    source: (course: string, lecture: string, author: string) =>
      `${course} – ${lecture} – ${author}`,
    events: {
      question_posted: 'Nouvelle question',
      question_answered: 'Nouvelle réponse',
      discussion_started: 'Nouvelle discussion',
      discussion_reply: 'Nouveau message',
      question_flagged: 'Question signalée',
      answer_flagged: 'Réponse signalée',
      lecture_started: 'Séance commencée',
      lecture_ended: 'Séance terminée',
      lecture_updated: 'Séance modifiée',
      removed_from_pseudonym: 'Retiré de la séance',
      account_deleted: 'Compte supprimé',
      unregistered_course: 'Retiré du cours',
    },
  },

  footer: {
    copyright: (year: number) => `© ${year} Open4Feedback. Tous droits réservés.`,
    privacyPolicy: 'Politique de confidentialité',
    terms: 'Conditions d’utilisation',
  },

  about: {
    title: 'Open4Feedback',
    tagline: 'Sachez ce que votre amphi a compris, pendant que vous enseignez encore.',
    intro:
      'Diapositive après diapositive et sans dire un mot, les étudiants indiquent à l’enseignant s’ils suivent. Questions et discussions se poursuivent sous pseudonyme, pendant et après la séance.',
    student: 'Étudiant',
    teacher: 'Enseignant',
    learnMore: 'En savoir plus',
    showLess: 'Afficher moins',
    features: [
      {
        title: 'Des retours en temps réel',
        body: 'D’un simple geste, les étudiants disent « Je décroche », « Pas clair », « Super ! », « Trop difficile » ou « Trop simple ». L’enseignant voit les effectifs et les pourcentages évoluer en direct.',
      },
      {
        title: 'Les retours sous la diapositive',
        body: 'Les réactions s’affichent sous la présentation : l’enseignant prend le pouls de l’amphi sans interrompre la séance ni quitter ses diapositives.',
      },
      {
        title: 'Des questions-réponses anonymes mais responsables',
        body: 'Questions, réponses et discussions sont publiées sous un pseudonyme propre à chaque séance. La communauté signale les abus, et l’échange peut se poursuivre après la fin de la séance.',
      },
      {
        title: 'Des histogrammes d’analyse',
        body: 'Après le cours, l’enseignant revoit les réactions par diapositive et pour l’ensemble de la séance, sur une frise chronologique, avec les questions et réponses qu’elles ont suscitées.',
      },
      {
        title: 'Aucune donnée personnelle des étudiants',
        body: 'Les étudiants rejoignent la séance avec un code numérique et reçoivent un identifiant privé et un mot de passe. Ni nom, ni adresse e-mail, ni numéro de téléphone.',
      },
    ],
    privacyLink: 'Lire notre politique de confidentialité',
  },

  privacy: {
    title: 'Politique de confidentialité',
    lastUpdated: 'Dernière mise à jour : 9 septembre 2025',
    sections: [
      {
        heading: 'Qui sommes-nous ?',
        paragraphs: [
          'Open4Feedback est une plateforme de retours en classe. Cette politique explique quelles informations nous conservons sur les enseignants et les étudiants, pourquoi nous les conservons et ce que vous pouvez nous demander d’en faire.',
        ],
      },
      {
        heading: 'Enseignants',
        paragraphs: [
          'Pour s’inscrire, un enseignant indique son prénom et son nom, une adresse e-mail de son établissement, le nom de l’établissement et un mot de passe. Nous vérifions cette adresse afin que les étudiants puissent avoir confiance : un cours est bien assuré par un véritable enseignant d’un véritable établissement.',
          'Pour la même raison, les données des enseignants sont publiques à des fins de vérification : le nom et l’établissement d’un enseignant peuvent être affichés aux étudiants de ses cours. Nous ne vendons pas ces informations et ne les partageons pas à des fins publicitaires.',
        ],
      },
      {
        heading: 'Étudiants',
        paragraphs: [
          'Nous ne conservons aucune donnée personnelle des étudiants. Un étudiant rejoint une séance avec un code de séance numérique et reçoit un identifiant privé et un mot de passe générés aléatoirement. Nous ne demandons jamais à un étudiant son nom, son adresse e-mail ou son numéro de téléphone.',
          'Au sein d’une séance, un étudiant n’apparaît que sous un pseudonyme choisi parmi un ensemble de masques. Les enseignants et les autres étudiants ne voient que ce pseudonyme, et les pseudonymes d’un même étudiant dans différentes séances ne sont pas reliés entre eux.',
          'Pour un compte étudiant, nous conservons l’identifiant privé, le mot de passe sous forme hachée, les cours auxquels il est inscrit, ainsi que les réactions, questions, réponses et messages de discussion publiés sous ses pseudonymes.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'Nous n’utilisons pas de cookies. L’application web conserve votre clé de session ainsi que votre cours et votre séance en cours dans le stockage local de votre navigateur, uniquement sur votre appareil ; la déconnexion supprime la clé de session.',
        ],
      },
      {
        heading: 'Où vos données sont conservées',
        paragraphs: [
          'Les données sont hébergées sur des serveurs cloud situés aux États-Unis. Les connexions au service sont chiffrées.',
        ],
      },
      {
        heading: 'Durée de conservation',
        paragraphs: [
          'Les comptes inactifs depuis plus d’un an sont supprimés, avec les données qui leur sont rattachées.',
        ],
      },
      {
        heading: 'Vos droits',
        paragraphs: [
          `Vous pouvez demander l’accès à vos données, leur rectification, leur effacement ou la limitation de leur traitement, par e-mail à ${SUPPORT_EMAIL}. Un étudiant doit indiquer son identifiant privé, car nous ne détenons rien d’autre permettant d’identifier un compte étudiant. Nous répondons sous 30 jours.`,
        ],
      },
      {
        heading: 'Modifications de cette politique',
        paragraphs: [
          'Lorsque cette politique change, nous mettons à jour la date en haut de cette page. Les modifications importantes sont également annoncées sur la page « À propos ».',
        ],
      },
    ],
  },

  terms: {
    title: 'Conditions d’utilisation',
    lastUpdated: 'Dernière mise à jour : 9 septembre 2025',
    sections: [
      {
        heading: 'Utilisation d’Open4Feedback',
        paragraphs: [
          'Open4Feedback permet aux enseignants de recueillir les retours et les questions anonymes des étudiants de leurs séances. En créant un compte ou en rejoignant une séance, vous acceptez les présentes conditions.',
        ],
      },
      {
        heading: 'Comptes',
        paragraphs: [
          'Les enseignants s’inscrivent avec une adresse e-mail valide de leur établissement et gardent leur mot de passe secret. Les étudiants conservent leur identifiant privé et leur mot de passe en lieu sûr : nous ne pouvons pas récupérer un compte étudiant dont les identifiants sont perdus, car nous ne détenons aucune autre donnée à son sujet.',
        ],
      },
      {
        heading: 'Usage acceptable',
        paragraphs: [
          'Les publications doivent porter sur le cours et respecter autrui. Ne publiez ni données personnelles, ni insultes, ni propos relevant du harcèlement, ni publicité, ni contenu illicite, et ne cherchez pas à identifier la personne derrière un pseudonyme.',
          'La communauté modère les publications : celles que suffisamment d’étudiants signalent sont retirées des listes habituelles et la réputation de leur auteur baisse. Nous pouvons supprimer les contenus ou les comptes qui enfreignent ces conditions.',
        ],
      },
      {
        heading: 'Vos contenus',
        paragraphs: [
          'Vous conservez les droits sur ce que vous publiez et déposez. Vous nous autorisez à le stocker et à le montrer aux participants du cours concerné, tant que ce cours existe.',
          'Il appartient aux enseignants de s’assurer qu’ils ont le droit de déposer les présentations et les vidéos qu’ils utilisent.',
        ],
      },
      {
        heading: 'Disponibilité et responsabilité',
        paragraphs: [
          'Nous nous efforçons d’assurer la disponibilité et le bon fonctionnement du service, mais il est fourni en l’état, sans garantie qu’il soit toujours disponible ou exempt d’erreurs. Dans les limites permises par la loi, nous ne sommes pas responsables des dommages indirects liés à son utilisation.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [`Pour toute question sur ces conditions\u00a0: ${SUPPORT_EMAIL}.`],
      },
    ],
  },

  feedback: {
    title: 'Votre avis',
    intro: 'Votre avis compte pour nous.',
    messageLabel: 'Votre message',
    messagePlaceholder:
      'Dites-nous ce qui fonctionne, ce qui ne fonctionne pas et ce que vous aimeriez voir.',
    send: 'Envoyer',
    thanks: 'Merci pour votre avis.',
  },

  howItWorks: {
    title: 'Mode d’emploi',
    tabs: { student: 'Étudiants', teacher: 'Enseignants', faq: 'FAQ' },
    tabsLabel: 'Rubriques du mode d’emploi',
    student: [
      {
        heading: '1. Rejoindre une séance en direct',
        body: 'Votre enseignant affiche un code de séance numérique en cours. Ouvrez « Rejoindre une séance », saisissez le code et appuyez sur « Rejoindre ». Une séance doit être en cours pour être rejointe, et vous ne suivez qu’une séance en direct à la fois : en rejoindre une autre vous déconnecte de la première.',
      },
      {
        heading: '2. Choisir son pseudonyme',
        body: 'Choisissez l’un des 12 masques. Il devient votre pseudonyme pour cette séance uniquement ; à la séance suivante, vous en recevez un nouveau, si bien que personne ne peut vous suivre d’une séance à l’autre.',
      },
      {
        heading: '3. Attendre d’être admis',
        body: 'L’enseignant fait entrer la salle d’attente. La première fois, vous recevez un identifiant privé et un mot de passe : téléchargez-les ou notez-les, car ils sont le seul moyen de retrouver votre compte. Nous ne vous demandons jamais votre nom, votre adresse e-mail ni votre numéro de téléphone.',
      },
      {
        heading: '4. Réagir sans rien écrire',
        body: 'Dans l’onglet « Réagir », appuyez quand vous voulez sur « Je décroche », « Pas clair », « Super ! », « Trop difficile » ou « Trop simple ». Une seule réaction est active à la fois : en choisir une autre la remplace, appuyer de nouveau dessus l’annule, et une nouvelle diapositive la remet à zéro. L’enseignant ne voit que les totaux.',
      },
      {
        heading: '5. Poser des questions, répondre, discuter',
        body: 'Dans l’onglet « Questions-réponses », posez vos questions et répondez à celles des autres sous votre pseudonyme, pendant la séance si l’enseignant l’autorise, puis après. Votez pour les publications utiles et signalez celles qui sont inappropriées.',
      },
      {
        heading: '6. Revenir plus tard',
        body: 'Connectez-vous avec votre identifiant privé et votre mot de passe pour lire les questions, réponses et discussions de vos cours et suivre vos notifications.',
      },
    ],
    teacher: [
      {
        heading: '1. S’inscrire et créer un cours',
        body: 'Inscrivez-vous avec l’adresse e-mail de votre établissement (elle est vérifiée), puis créez un cours et ses séances, avec une date, une heure de début et une heure de fin.',
      },
      {
        heading: '2. Ajouter les supports',
        body: 'Déposez une présentation PDF pour une séance, ou indiquez un lien vidéo. Les étudiants réagissent à la diapositive que vous affichez : les statistiques sont donc établies par diapositive.',
      },
      {
        heading: '3. Lancer la séance et partager le code',
        body: 'Dans « Pilotage de la séance », lancez la séance et appuyez sur « Obtenir un code de séance ». Affichez le code à la classe ; il expire au bout de quelques minutes et vous pouvez en arrêter l’affichage à tout moment.',
      },
      {
        heading: '4. Admettre la salle d’attente',
        body: 'Les étudiants qui saisissent le code attendent que vous les admettiez. Les nouveaux étudiants, les étudiants disposant d’un compte et ceux déjà inscrits au cours sont comptés séparément, et vous admettez ou retirez chaque groupe.',
      },
      {
        heading: '5. Prendre le pouls de l’amphi pendant le cours',
        body: 'Les réactions s’affichent sous la diapositive, en effectifs et en pourcentages. Autorisez ou suspendez les réactions, les questions et les discussions depuis la carte « Autorisations », et prolongez la séance de 10 minutes si elle déborde.',
      },
      {
        heading: '6. Faire le bilan ensuite',
        body: 'Les statistiques présentent les réactions par diapositive et au fil du temps, et les questions, réponses et discussions se poursuivent après la séance. Vous voyez une publication dès que suffisamment d’étudiants l’ont vue, et jamais celles que la communauté a mises au placard.',
      },
    ],
    faq: [
      {
        question: 'Mes retours sont-ils vraiment anonymes ?',
        answer:
          'Oui. Les enseignants et les autres étudiants ne voient que votre pseudonyme de la séance, jamais votre identifiant privé ni votre compte. L’enseignant ne voit les réactions que sous forme de totaux.',
      },
      {
        question: 'Quelles données personnelles dois-je fournir en tant qu’étudiant ?',
        answer:
          'Aucune. Vous rejoignez la séance avec un code de séance et recevez un identifiant privé et un mot de passe générés pour vous. Nous ne demandons jamais de nom, d’adresse e-mail ni de numéro de téléphone.',
      },
      {
        question: 'Qu’est-ce que l’identifiant privé ?',
        answer:
          'C’est votre nom de connexion, généré au hasard lors de votre première admission à une séance. Avec le mot de passe, c’est la seule clé de votre compte : conservez-les précieusement, car sans données personnelles nous ne pouvons pas récupérer un compte perdu.',
      },
      {
        question: 'Pourquoi ai-je un pseudonyme différent à chaque séance ?',
        answer:
          'Un pseudonyme appartient à une seule séance. Comme un nouveau masque est choisi à chaque fois, les publications de différentes séances ne peuvent pas être rattachées à la même personne, pas même par l’enseignant.',
      },
      {
        question: 'Si les publications sont anonymes, qui en répond ?',
        answer:
          'Chaque publication est liée à un pseudonyme et à un compte, et chaque compte a une réputation. Les publications signalées par la communauté font baisser la réputation de leur auteur, et les comptes qui abusent du service peuvent être supprimés.',
      },
      {
        question: 'Comment se fait la modération ?',
        answer:
          'Par les étudiants eux-mêmes. Chacun peut signaler une question, une réponse ou une discussion. Une publication suffisamment signalée part au placard : elle quitte les listes habituelles et l’enseignant ne la voit pas. Si vous estimez qu’une publication a été signalée à tort, appuyez sur « Contester ».',
      },
      {
        question: 'Quand l’enseignant voit-il ma question ?',
        answer:
          'Une publication ne devient visible pour l’enseignant qu’après avoir été vue par suffisamment d’étudiants, afin que la classe puisse d’abord signaler une publication inappropriée.',
      },
      {
        question: 'Existe-t-il une trace écrite de la séance ?',
        answer:
          'Les questions, réponses et discussions restent rattachées à la séance et peuvent être lues et poursuivies après sa fin. Les réactions sont conservées sous forme de statistiques par diapositive et au fil du temps, et non comme un relevé de qui a appuyé sur quoi.',
      },
      {
        question: 'Puis-je lire les questions d’une séance que j’ai manquée ?',
        answer:
          'Oui, pour les cours auxquels vous êtes inscrit. Sans pseudonyme dans cette séance, les publications sont en lecture seule : « Lecture seule. Vous n’avez pas assisté à cette séance. »',
      },
      {
        question: 'Puis-je suivre deux séances en même temps ?',
        answer:
          'Non. Un étudiant suit une seule séance en direct à la fois ; rejoindre une nouvelle séance vous déconnecte de la séance en cours.',
      },
      {
        question: 'Pourquoi ne puis-je pas publier pendant la séance ?',
        answer:
          'L’enseignant décide si les questions et les discussions sont autorisées pendant la séance. Si elles ne le sont pas, le champ de saisie indique que la publication est momentanément désactivée ; vous pouvez toujours réagir.',
      },
      {
        question: 'Qui participe à une discussion ?',
        answer:
          'Une discussion est un échange privé entre deux personnes : l’auteur d’une réponse et la personne qui a ouvert la discussion à son sujet.',
      },
      {
        question: 'Que deviennent les comptes inactifs ?',
        answer:
          'Les comptes inutilisés depuis plus d’un an sont supprimés, avec leurs données. Consultez la politique de confidentialité pour vos autres droits.',
      },
    ],
  },

  auth: {
    teacherLoginTitle: 'Connexion enseignant',
    studentLoginTitle: 'Connexion étudiant',
    privateId: 'Identifiant privé',
    password: 'Mot de passe',
    login: 'Se connecter',
    register: 'S’inscrire',
    teacherLoginInvalidId: 'L’identifiant n’est pas valide.',
    teacherLoginInvalidPassword: 'Le mot de passe n’est pas valide.',
    teacherLoginHint:
      'Saisissez votre nom d’utilisateur ou l’adresse e-mail de votre établissement.',
    studentPrivateIdRequired: 'Veuillez saisir votre identifiant privé.',
    studentPasswordRequired: 'Veuillez saisir votre mot de passe.',
    studentLoginIntro:
      'Connectez-vous avec l’identifiant privé et le mot de passe reçus lorsque vous avez rejoint une séance pour la première fois.',
    newStudentHint:
      'Première visite ? Rejoignez une séance avec son code de séance pour obtenir votre identifiant privé.',
    newStudentLink: 'J’ai un code de séance',
    registerTitle: 'Inscription enseignant',
    registerIntro:
      'Une adresse e-mail valide de votre établissement est requise ; elle sera vérifiée.',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail de l’établissement',
    university: 'Nom de l’établissement',
    username: 'Nom d’utilisateur',
    confirmPassword: 'Confirmer le mot de passe',
    passwordHint: 'Au moins 8 caractères, dont une minuscule, une majuscule et un chiffre.',
    haveAccount: 'Déjà inscrit ? Se connecter',
    registration: {
      firstNameRequired: 'Veuillez saisir votre prénom.',
      lastNameRequired: 'Veuillez saisir votre nom.',
      emailRequired: 'Veuillez saisir votre adresse e-mail.',
      emailInvalid: 'L’adresse e-mail n’est pas valide.',
      universityRequired: 'Veuillez indiquer votre établissement.',
      passwordRequired: 'Veuillez saisir un mot de passe.',
      passwordsDiffer: 'Les mots de passe ne correspondent pas.',
      confirmRequired: 'Veuillez confirmer le mot de passe.',
      weakPassword: 'Mot de passe trop faible. Respectez les exigences ci-dessus.',
    },
  },

  join: {
    title: 'Rejoindre une séance',
    chooseTitle: 'Bienvenue !',
    chooseIntro: 'Avez-vous déjà utilisé Open4Feedback ?',
    oldStudent: 'J’ai un identifiant privé',
    oldStudentHint: 'Connectez-vous d’abord, puis rejoignez la séance.',
    newStudent: 'C’est ma première fois',
    newStudentHint: 'Saisissez le code de séance affiché par votre enseignant.',
    codePlaceholder: 'Saisir le code de séance',
    join: 'Rejoindre',
    codeMustBeNumber: 'Le code de séance ne contient que des chiffres.',
    codeRequired: 'Veuillez saisir le code de séance.',
    afterLoginNote:
      'Pour rejoindre une séance, celle-ci doit être en cours. Si vous rejoignez une nouvelle séance, vous serez déconnecté de la séance actuelle.',
    noClass: 'Désolé, aucune séance ne correspond actuellement à ce code.',
    codeExpired: 'Ce code de séance a expiré. Demandez-en un nouveau à votre enseignant.',
    checkingCode: 'Vérification du code de séance…',
    haveAccount: 'J’ai un identifiant privé : me connecter',
    pickCard: {
      title: 'Choisissez un masque',
      intro: 'Sélectionnez un masque pour obtenir un pseudonyme',
      masksLabel: 'Masques',
      missingCode: 'Saisissez d’abord le code de séance.',
    },
    waitingRoom: {
      title: 'Salle d’attente',
      pleaseWait: 'Veuillez patienter, l’enseignant va bientôt vous faire entrer.',
      connecting: 'Connexion à la salle d’attente…',
      waiting: 'Vous êtes dans la salle d’attente.',
      granted: 'Accès autorisé. Vous rejoignez la séance…',
      accessDenied: 'Accès refusé',
      invalidClassId: 'Code de séance non valide',
      invalidLectureDetails: 'Informations de séance non valides',
      alreadyAttending: 'Vous participez déjà à cette séance',
      tooManyJoining:
        'Trop d’étudiants se connectent depuis votre réseau en ce moment. Patientez un instant, puis réessayez.',
      waitingRoomFull:
        'La salle d’attente est pleine pour le moment. Patientez un instant, puis réessayez.',
      lectureFullForNewAccounts:
        'Cette séance ne peut plus accueillir d’étudiants sans compte. Connectez-vous, puis réessayez.',
      disconnected: 'Déconnecté de la salle d’attente',
      redirecting: (seconds: number) =>
        `Redirection dans ${plural(seconds, 'seconde', 'secondes')}…`,
      return: 'Retour',
      confirmLeave: 'Voulez-vous quitter la salle d’attente ?',
      missingDetails: 'Saisissez d’abord le code de séance et choisissez un masque.',
    },
    credentials: {
      title: 'Votre compte',
      success: 'Vous avez été admis à la séance. Votre compte a été créé.',
      keepSafe:
        'Conservez votre identifiant privé et votre mot de passe : ils sont le seul moyen de retrouver votre compte, et nous ne pouvons pas les récupérer.',
      privateId: 'Identifiant privé',
      password: 'Mot de passe',
      download: 'Télécharger',
      downloaded: 'Enregistré sous o4f-credentials.png',
      downloadFirst: 'Téléchargez vos identifiants pour continuer.',
      joinClass: 'Rejoindre la séance',
      mobileIntro:
        'Notez votre identifiant privé et votre mot de passe, ou faites une capture de cet écran. Vous en aurez besoin pour vous reconnecter.',
      confirmSaved: 'J’ai noté ou enregistré mon identifiant privé et mon mot de passe.',
      continue: 'Continuer',
      missing: 'Vous n’avez pas d’identifiants valides pour continuer !',
      enterCode: 'Saisir un code de séance',
      imageTitle: 'Open4Feedback',
      imageSubtitle: 'Vos identifiants de connexion',
      imageFooter: 'Gardez cette image pour vous.',
    },
  },

  live: {
    reactions: {
      1: 'Je décroche',
      2: 'Pas clair',
      3: 'Super !',
      4: 'Trop difficile',
      5: 'Trop simple',
    },
    reactionsLabel: 'Réactions',
    feedbackOnSlide: (slide: number) => `Votre réaction à la diapositive ${slide}`,
    waitForTeacher: 'Veuillez attendre que l’enseignant lance la séance',
    notLive: 'Cette séance n’est pas en cours. Les réactions sont fermées.',
    reactionCount: (count: number, percent: number) => `${count} (${percent}\u00a0%)`,
    total: (count: number) => `Total\u00a0: ${count}`,
    lectureTotal: (count: number) => `Total de la séance\u00a0: ${count}`,
    barLabel: 'Réactions en direct sur cette diapositive',
    announce: {
      totalsLabel: 'Résumé des réactions',
      totals: (total: number, parts: readonly string[]) =>
        total === 0
          ? 'Aucune réaction sur cette diapositive pour l’instant.'
          : `${plural(total, 'réaction', 'réactions')} sur cette diapositive\u00a0: ${parts.join(', ')}.`,
      part: (name: string, count: number) => `${name} ${count}`,
      ownLabel: 'Votre réaction',
      yourReaction: (name: string) => `Votre réaction\u00a0: ${name}`,
      noReaction: 'Votre réaction est retirée.',
      slideChanged: (slide: number) =>
        `Diapositive ${slide} affichée. Votre réaction portait sur la diapositive précédente.`,
    },
    pdf: {
      loading: 'Chargement de la présentation…',
      failed:
        'La présentation PDF n’a pas été déposée correctement. Veuillez la déposer à nouveau.',
      previous: 'Diapositive précédente',
      next: 'Diapositive suivante',
      pageOf: (page: number, pages: number) => `Diapositive ${page} sur ${pages}`,
      slide: (page: number) => `Diapositive ${page}`,
      thumbnails: 'Diapositives',
    },
  },

  liveLecture: {
    loading: 'Chargement de la séance…',
    notFound: 'Aucune séance trouvée',
    backToLectures: 'Retour à « Mes séances »',
    number: (lectureNum: number) => `Séance ${lectureNum}`,
    tabsLabel: 'Onglets de la séance',
    feedbackTab: 'Réagir',
    qaTab: 'Questions-réponses',
    sortLabel: 'Trier par',
    sort: SORT_LABELS,
    paused: 'Réactions non acceptées. L’enseignant a mis la séance en pause.',
    reactionsPaused: 'L’enseignant a suspendu les réactions.',
    overload: 'Trop de réactions. Patientez un instant.',
    lectureEnded: 'La séance est terminée.',
    connecting: 'Connexion à la séance…',
    notAttending:
      'Vous ne participez pas à cette séance. Rejoignez-la avec son code de séance pour réagir.',
    joinLecture: 'Rejoindre la séance',
  },

  connection: {
    reconnecting: 'Reconnexion…',
    offline: 'Vous êtes hors ligne.',
    reconnectingReactions:
      'Reconnexion… Vous pourrez de nouveau réagir dès le retour de la connexion.',
    offlineReactions:
      'Vous êtes hors ligne. Les réactions ne pourront être envoyées qu’une fois la connexion rétablie.',
    notSentOffline: 'Vous êtes hors ligne : votre réaction n’a pas été envoyée.',
  },

  qa: {
    placeholder: 'Publier une question ou une réponse',
    questionsNotAllowed: 'Les questions ne sont pas autorisées pour le moment',
    answersNotAllowed: 'Les réponses ne sont pas autorisées pour le moment',
    discussionsNotAllowed: 'Les discussions ne sont pas autorisées pour le moment',
    readOnly: 'Questions indisponibles : lecture seule',
    viewOnly: 'Lecture seule. Vous n’avez pas assisté à cette séance.',
    ownPost: 'Impossible sur votre propre publication !',
    authorRemoved: 'L’auteur a été retiré de la séance.',
    minChars: '5 caractères minimum',
    liveCounter: (chars: number, maxChars: number, words: number, maxWords: number) =>
      `${chars} / ${maxChars} car. ${words} / ${maxWords} mots`,
    listCounter: (chars: number, maxChars: number, words: number, maxWords: number) =>
      `${chars} / ${maxChars} caractères | ${words} / ${maxWords} mots`,
    postUnderPseudonym: 'Publier sous un pseudonyme',
    post: 'Publier',
    fieldLabel: {
      question: 'Votre question',
      answer: 'Votre réponse',
      discussion: 'Votre message',
    },
    teacher: 'Enseignant',
    teacherPost: 'Publication de l’enseignant',
    edited: '[Modifié]',
    historyTitle: 'Historique des modifications',
    historyCurrent: 'Version actuelle',
    historyEmpty: 'Aucune version antérieure.',
    edit: 'Modifier',
    editTitle: {
      question: 'Modifier la question',
      answer: 'Modifier la réponse',
      discussion: 'Modifier le message',
    },
    save: 'Enregistrer',
    cancel: 'Annuler',
    close: 'Fermer',
    voteUp: 'Voter pour',
    voteDown: 'Voter contre',
    flag: 'Signaler',
    riseUp: 'Contester',
    answerCount: (count: number) => `Réponses (${count})`,
    discussionCount: (count: number) => `Discussions (${count})`,
    postActions: 'Actions sur la publication',
    answered: 'Répondue',
    markAnswered: 'Marquer comme répondue',
    unmarkAnswered: 'Marquer comme non répondue',
    highlighted: 'Mise en avant',
    highlight: 'Mettre en avant à l’écran',
    clearHighlight: 'Retirer la mise en avant',
    teacherTools: 'Outils de l’enseignant',
    highlightedQuestion: 'Question mise en avant',
    flaggedQuestions: 'Questions signalées',
    noQuestions: 'Aucune question pour le moment.',
    noAnswers: 'Aucune réponse pour le moment.',
    staleBanner: 'Cette page n’est pas à jour.',
    refresh: 'Actualiser',
    newQuestionsArrived: (count: number) =>
      count < 2 ? `${count} nouvelle question` : `${count} nouvelles questions`,
    sortBy: 'Trier par',
    sort: SORT_LABELS,
    questionsLabel: 'Questions',
    region: 'Questions et réponses',
    questionsTitle: 'Questions',
    answersHeading: 'Réponses :',
    questionPageHeading: (lecture: string) => `Question dans ${lecture}`,
    back: 'Retour',
    loading: 'Chargement…',
    questionNotFound: 'Question introuvable.',
    lectureNotFound: 'Aucune séance trouvée',
    showAll: (count: number) => `Tout afficher (${count})`,
    showLess: 'Afficher moins',
    discussions: 'Discussions',
    discussionTitle: 'Discussion',
    discussionBetween: (poster: string, starter: string) => `${poster} et ${starter}`,
    discussionWith: 'Discussion avec ',
    messageCount: (count: number) => plural(count, 'message', 'messages'),
    startDiscussion: 'Ouvrir une discussion',
    noMessages: 'Aucun message pour l’instant.',
    messages: 'Messages',
  },

  signals: {
    removed: 'Vous avez été retiré de la séance.',
    accountDeleted: 'Votre compte a été supprimé.',
    live: 'En direct',
    liveTitle: (name: string) => `Retour à la séance en direct\u00a0: ${name}`,
    whoAmI: 'Qui suis-je ?',
  },

  settings: {
    title: 'Mes paramètres',
    changePassword: 'Changer le mot de passe',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le nouveau mot de passe',
    passwordHint: 'Au moins 8 caractères, dont une minuscule, une majuscule et un chiffre.',
    submit: 'Changer le mot de passe',
    currentPasswordRequired: 'Veuillez saisir votre mot de passe actuel.',
    newPasswordRequired: 'Veuillez saisir un nouveau mot de passe.',
    weakPassword: 'Mot de passe trop faible. Respectez les exigences ci-dessus.',
    confirmRequired: 'Veuillez confirmer le mot de passe.',
    passwordsDiffer: 'Les mots de passe ne correspondent pas.',
  },

  qaLists: {
    titles: { questions: 'Questions', answers: 'Réponses', discussions: 'Discussions' },
    tabsLabel: (title: string) => `Onglets\u00a0: ${title}`,
    tabs: { my: 'Les miennes', all: 'Toutes', doghouse: 'Placard' },
    course: 'Cours',
    lecture: 'Séance',
    all: 'Tout',
    none: 'Aucune sélection',
    selectedCount: (count: number) =>
      `${count} ${count < 2 ? 'élément sélectionné' : 'éléments sélectionnés'}`,
    sortLabel: 'Trier par',
    sort: {
      time: 'Date',
      votes: 'Votes',
      answers: 'Nombre de réponses',
      flag: 'Signalements',
      lectureNum: 'Numéro de séance',
      discussions: 'Nombre de discussions',
    },
    showQuestions: 'Afficher les questions',
    hideQuestions: 'Masquer les questions',
    showFilters: 'Afficher les filtres',
    hideFilters: 'Masquer les filtres',
    filtersLabel: 'Filtres',
    listLabel: (title: string) => `Liste\u00a0: ${title}`,
    noCourse: 'Sélectionnez un cours pour voir ses publications.',
    noLecture: 'Sélectionnez une séance pour voir ses publications.',
    empty: {
      questions: 'Aucune question pour le moment.',
      answers: 'Aucune réponse pour le moment.',
      discussions: 'Aucune discussion pour le moment.',
    },
    lectureLine: lectureTitle,
    lectureOption: (lectureNum: number, name: string) => `${lectureNum}. ${name}`,
    lectureOptionInCourse: (course: string, lectureNum: number, name: string) =>
      `${course} ${lectureNum}. ${name}`,
    question: 'Question',
    teacher: 'Enseignant',
    inDoghouse: 'Au placard',
    upVotes: (count: number) => plural(count, 'vote pour', 'votes pour'),
    downVotes: (count: number) => plural(count, 'vote contre', 'votes contre'),
    answerCount: (count: number) => plural(count, 'réponse', 'réponses'),
    discussionCount: (count: number) => plural(count, 'discussion', 'discussions'),
    messageCount: (count: number) => plural(count, 'message', 'messages'),
    between: (starter: string, poster: string) => `${starter} et ${poster}`,
  },

  errors: {
    network: 'Erreur réseau',
    noStatus: 'Erreur réseau, aucune réponse reçue',
    emptyBody: 'Erreur entre le navigateur et le serveur',
    unauthorized: 'Votre session a expiré. Veuillez vous reconnecter.',
    forbidden: 'Vous n’êtes pas autorisé à effectuer cette action.',
    requestFailed: 'Une erreur s’est produite. Veuillez réessayer.',
    pageCrashed: 'Une erreur s’est produite sur cette page.',
    reload: 'Recharger',
  },

  statistics: {
    title: 'Statistiques',
    listLabel: 'Séances',
    listEmpty: 'Ce cours ne comporte encore aucune séance.',
    lecturesLoadFailed: 'Impossible de charger les séances.',
    lectureNumber: (lectureNum: number) => `Séance ${lectureNum}`,
    lectureTitle,
    openLecturePrefix: 'Statistiques : ',
    showStatistics: 'Afficher les statistiques',
    hideStatistics: 'Masquer les statistiques',
    loading: 'Chargement des statistiques…',
    loadFailed: 'Impossible de charger les statistiques.',
    lectureNotFound: 'Aucune séance trouvée',
    backToList: 'Retour aux statistiques',
    missing: '—',
    info: {
      title: 'Séance',
      caption: 'À propos de cette séance',
      name: 'Nom',
      date: 'Date',
      time: 'Horaire',
      state: 'État',
      timeRange: (start: string, end: string) => `${start} – ${end}`,
      states: { CREATED: 'Non commencée', STARTED: 'En cours', ENDED: 'Terminée' },
      fields: {
        pseudonymCreated: 'Pseudonymes créés',
        newUsers: 'Nouveaux comptes',
        questions: 'Questions',
        questionsLikedStudents: 'Questions appréciées par les étudiants',
        questionsLikedTeacher: 'Questions appréciées par l’enseignant',
        studentsNeverPostQ: 'Étudiants n’ayant posé aucune question',
        answers: 'Réponses',
        answerLikedStudents: 'Réponses appréciées par les étudiants',
        answerLikedTeacher: 'Réponses appréciées par l’enseignant',
        studentsNeverPostA: 'Étudiants n’ayant donné aucune réponse',
        discussions: 'Discussions',
      },
    },
    whole: 'Statistiques de la séance',
    perSlide: 'Statistiques de la séance par diapositive',
    noPresentation: 'Statistiques de la séance (sans présentation)',
    empty: 'Aucune statistique n’a été recueillie pour cette séance.',
    video: 'Statistiques de la vidéo',
    noVideo: 'Aucune statistique vidéo n’a été recueillie pour cette séance.',
    slide: (slide: number) => `Diapositive ${slide}`,
    slideName: (slide: number) =>
      slide === -1
        ? 'Sans présentation'
        : slide === -2
          ? 'Vidéo'
          : slide === -3
            ? 'Toutes les diapositives'
            : `Diapositive ${slide}`,
    openTimeline: 'Ouvrir la chronologie',
    openTimelineOf: (name: string) => `Ouvrir la chronologie\u00a0: ${name}`,
    reactionTotal: (count: number) => plural(count, 'réaction', 'réactions'),
    posts: (questions: number, answers: number, discussions: number) =>
      `Questions\u00a0: ${questions} · Réponses\u00a0: ${answers} · Discussions\u00a0: ${discussions}`,
    notVisible: {
      count: (shown: number, hidden: number) =>
        hidden === 0
          ? String(shown)
          : `${shown} (${hidden} de plus, pas encore ${hidden < 2 ? 'visible' : 'visibles'} pour vous)`,
      posts: (hidden: { questions: number; answers: number; discussions: number }) => {
        const parts = [
          [hidden.questions, 'question', 'questions'],
          [hidden.answers, 'réponse', 'réponses'],
          [hidden.discussions, 'discussion', 'discussions'],
        ] as const;
        return `Pas encore visibles pour vous\u00a0: ${parts
          .filter(([count]) => count > 0)
          .map(([count, one, many]) => plural(count, one, many))
          .join(', ')}`;
      },
      why: 'La publication d’un étudiant vous parvient dès que suffisamment d’autres étudiants l’ont vue ; celles mises au placard ne vous parviennent jamais.',
    },
    reactionsOf: (name: string) => `Réactions\u00a0: ${name}`,
    slidePaging: 'Pages de diapositives',
    previousPage: 'Diapositives précédentes',
    nextPage: 'Diapositives suivantes',
    pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
    lost: {
      title: 'Là où la classe a décroché',
      intro: (min: number) =>
        `Diapositives classées selon leur part de réactions «\u00a0Je décroche\u00a0» et «\u00a0Pas clair\u00a0» (diapositives ayant reçu au moins ${min} réactions).`,
      none: (min: number) =>
        `Aucune diapositive n’a reçu ${min} réactions ou plus comprenant «\u00a0Je décroche\u00a0» ou «\u00a0Pas clair\u00a0».`,
      share: (share: number, confused: number, total: number) =>
        `${share}\u00a0% «\u00a0Je décroche\u00a0» ou «\u00a0Pas clair\u00a0» (${confused} sur ${plural(total, 'réaction', 'réactions')})`,
      questions: (count: number) =>
        count < 2
          ? `${count} question posée sur cette diapositive`
          : `${count} questions posées sur cette diapositive`,
      noQuestions: 'Aucune question n’a été posée sur cette diapositive.',
      notVisibleYet: (count: number) =>
        count === 1
          ? 'Une question a été posée sur cette diapositive ; elle n’est pas encore visible pour vous.'
          : `${count} questions ont été posées sur cette diapositive\u00a0; elles ne sont pas encore visibles pour vous.`,
      votes: (up: number, down: number) => `${up} pour, ${down} contre`,
      showAll: (count: number) => `Tout afficher (${count})`,
      showLess: 'Afficher moins',
    },
    csv: {
      group: 'Export',
      statistics: 'Télécharger les statistiques (CSV)',
      questions: 'Télécharger les questions-réponses (CSV)',
      timeline: 'Télécharger la chronologie (CSV)',
      statisticsFile: (lectureNum: number) => `lecture-${lectureNum}-statistics.csv`,
      questionsFile: (lectureNum: number) => `lecture-${lectureNum}-questions.csv`,
      timelineFile: (lectureNum: number, slide: string, resolution: number) =>
        `lecture-${lectureNum}-${slide}-timeline-${resolution}.csv`,
    },
    timeline: {
      title: (name: string) => `Chronologie\u00a0: ${name}`,
      resolution: 'Résolution',
      segments: (count: number) => plural(count, 'segment', 'segments'),
      previousSlide: 'Diapositive précédente',
      nextSlide: 'Diapositive suivante',
      slideNav: 'Diapositives ayant reçu des réactions',
      shownFor: (clock: string) => `Affichée pendant ${clock}`,
      chartLabel: (name: string, resolution: number) =>
        `Graphique des réactions sur ${name} au fil du temps, en ${resolution} segments. Le tableau ci-dessous contient les mêmes chiffres.`,
      showTable: 'Afficher sous forme de tableau',
      hideTable: 'Masquer le tableau',
      tableCaption: (name: string, resolution: number) =>
        `Réactions sur ${name} au fil du temps, en ${resolution} segments`,
      segment: 'Segment',
      from: 'De',
      to: 'À',
      total: 'Total',
      empty: 'Aucune réaction n’a été enregistrée sur cette diapositive.',
      suppressed: (min: number) =>
        `Moins de ${min} étudiants ont réagi sur cette diapositive\u00a0: leurs réactions ne sont donc pas détaillées. Les totaux de la diapositive figurent dans les statistiques de la séance.`,
      noLecture: 'Choisissez d’abord une séance dans les statistiques.',
      chartLoading: 'Chargement du graphique…',
      video: 'Vidéo de la séance',
      videoTitle: (name: string) => `Vidéo\u00a0: ${name}`,
      loadFailed: 'Impossible de charger la chronologie.',
      backToLecture: 'Retour aux statistiques de la séance',
    },
    admin: {
      title: 'Statistiques (administration)',
      listLabel: 'Séances de tous les enseignants',
      empty: 'Aucune séance pour le moment.',
      loadFailed: 'Impossible de charger les statistiques d’administration.',
      lecture: lectureTitle,
      course: 'Cours',
      courseName: 'Nom',
      shortName: 'Nom court',
      creator: 'Créé par',
      username: 'Nom d’utilisateur',
      firstName: 'Prénom',
      email: 'E-mail',
      university: 'Établissement',
      created: 'Créé le',
      counts: 'Effectifs',
      fields: {
        pseudonymCreated: 'Pseudonymes',
        newUsers: 'Nouveaux comptes',
        questions: 'Questions',
        answers: 'Réponses',
        discussions: 'Discussions',
      },
    },
  },

  video: {
    loading: 'Chargement de la séance…',
    notFound: 'Aucune séance trouvée',
    backToLectures: 'Retour à « Mes séances »',
    number: (lectureNum: number) => `Séance ${lectureNum}`,
    noVideo: 'Cette séance n’a pas de vidéo.',
    playerTitle: (name: string) => `Vidéo\u00a0: ${name}`,
    playerLoading: 'Chargement du lecteur vidéo…',
    playerFailed:
      'Impossible de charger le lecteur vidéo : vous êtes peut-être hors ligne, ou le service vidéo est bloqué sur ce réseau. Vous pouvez tout de même réagir ; vos réactions sont horodatées à partir de l’ouverture de cette page.',
    intro:
      'Réagissez pendant le visionnage. Une réaction reste active 60 secondes ; appuyez de nouveau dessus pour l’annuler.',
    active: (name: string, seconds: number) =>
      `Votre réaction\u00a0: ${name} (encore ${seconds} s)`,
    noActive: 'Aucune réaction active.',
  },

  courses: {
    headingTeacher: 'Mes cours',
    headingStudent: 'Cours',
    empty: 'Aucun cours pour le moment.',
    add: 'Ajouter un cours',
    listLabel: 'Cours',
    startsOn: (date: string) => `Début\u00a0: ${date}`,
    openCourse: (name: string) => `Ouvrir le cours ${name}`,
    courseMenu: (name: string) => `Actions pour le cours ${name}`,
    edit: 'Modifier',
    loadFailed: 'Impossible de charger les cours.',
    form: {
      createTitle: 'Ajouter un cours',
      editTitle: 'Modifier le cours',
      titleLabel: 'INTITULÉ DU COURS',
      shortNameLabel: 'NOM COURT (FACULTATIF)',
      shortNameHint: 'Laissez vide pour utiliser le début de l’intitulé.',
      startDateLabel: 'DATE DE DÉBUT DU COURS',
      save: 'Enregistrer',
      update: 'Mettre à jour',
      delete: 'Supprimer le cours',
      confirmDelete: 'Voulez-vous vraiment supprimer ce cours ?',
      deleted: 'Cours supprimé',
      loadFailed: 'Impossible de charger le cours.',
      backToCourses: 'Retour à « Mes cours »',
      errors: {
        titleInvalid: 'L’intitulé n’est pas valide.',
        shortNameInvalid: 'Le nom court n’est pas valide.',
        startDateInvalid: 'La date de début n’est pas valide.',
      },
    },
    studentAdd: {
      title: 'Ajouter un cours',
      body: 'Un cours apparaît dans « Mes cours » dès que vous rejoignez l’une de ses séances. Pendant la séance, saisissez le code de séance affiché par votre enseignant ; une fois admis par l’enseignant, vous êtes inscrit au cours.',
      join: 'Rejoindre une séance',
      back: 'Retour à « Mes cours »',
      addCourse: 'Ajouter un cours',
    },
  },

  lectures: {
    heading: 'Mes séances',
    emptyTeacher: 'Aucune séance pour le moment. Veuillez créer une nouvelle séance.',
    emptyStudent: 'Aucune séance pour le moment.',
    add: 'Ajouter une séance',
    listLabel: 'Séances',
    noCourse: 'Sélectionnez un cours pour voir ses séances.',
    goToCourses: 'Aller à « Mes cours »',
    loadFailed: 'Impossible de charger les séances.',
    timing: { live: 'En direct', future: 'À venir', past: 'Passée' },
    number: (lectureNum: number) => `Séance ${lectureNum}`,
    openPrefix: 'Ouvrir ',
    actions: (lectureNum: number) => `Actions pour la séance ${lectureNum}`,
    video: 'Vidéo',
    videoOf: (lectureNum: number) => `Vidéo de la séance ${lectureNum}`,
    menu: {
      statistics: 'Statistiques',
      myQuestions: 'Mes questions',
      myAnswers: 'Mes réponses',
      edit: 'Modifier',
    },
    form: {
      createTitle: 'Ajouter une séance',
      editTitle: 'Modifier la séance',
      name: 'Nom de la séance',
      date: 'Date',
      startTime: 'Heure de début',
      endTime: 'Heure de fin',
      endsNextDay: 'Se termine le lendemain.',
      permissions: 'Pendant la séance',
      allowQuestions: 'Autoriser les questions-réponses',
      allowDiscussions: 'Autoriser les discussions pendant la séance',
      videoLecture: 'Séance vidéo',
      videoLectureHint: 'Indiquer un lien vidéo au lieu d’une présentation PDF.',
      videoLink: 'Lien vidéo',
      videoLinkHint: 'Un lien YouTube, par exemple https://youtu.be/...',
      previewVideo: 'Prévisualiser la vidéo',
      previewTitle: 'Aperçu de la vidéo',
      presentation: 'Présentation (PDF)',
      choosePdf: 'Choisir un PDF',
      replacePdf: 'Remplacer le PDF',
      removeFile: 'Retirer le fichier choisi',
      noFile: 'Aucun fichier choisi.',
      hasPresentation: 'Une présentation est déposée. Choisissez un PDF pour la remplacer.',
      uploaded: 'Présentation déposée.',
      save: 'Enregistrer',
      update: 'Mettre à jour',
      delete: 'Supprimer',
      confirmDelete: 'Voulez-vous vraiment supprimer cette séance ?',
      deleted: 'Séance supprimée',
      notFound: 'Aucune séance trouvée',
      backToLectures: 'Retour à « Mes séances »',
      errors: {
        nameRequired: 'Veuillez saisir un nom.',
        dateRequired: 'Veuillez saisir une date.',
        startTimeRequired: 'Veuillez saisir l’heure de début.',
        endTimeRequired: 'Veuillez saisir l’heure de fin.',
        endBeforeStart: 'L’heure de fin doit être postérieure à l’heure de début.',
      },
    },
    videoLinkTooLong: 'Le lien vidéo est trop long.',
    presentationPdfOnly: 'Les présentations doivent être des fichiers PDF.',
  },

  classStatus: {
    title: 'Pilotage de la séance',
    noLiveLecture: 'Aucune séance en cours actuellement. Veuillez créer une nouvelle séance.',
    addLecture: 'Ajouter une séance',
    liveLecture: 'Séance en cours',
    lectureTime: (start: string, end: string) => `${start} – ${end}`,
    editLecture: 'Modifier la séance',
    startLecture: 'Lancer la séance',
    continuePresentation: 'Reprendre la présentation',
    continueLecture: 'Reprendre la séance',
    endLecture: 'Terminer la séance',
    loadFailed: 'Impossible de charger les séances.',
    lectureEnded: 'La séance est terminée.',
    startWarning: {
      title: 'Nouvelle connexion',
      body: 'Lancer la séance ouvre une nouvelle connexion en direct. Les étudiants la rejoignent avec le code de séance et patientent dans la salle d’attente jusqu’à ce que vous les admettiez.',
      waiting: (count: number) =>
        count < 2
          ? `${count} étudiant attend actuellement dans la salle d’attente.`
          : `${count} étudiants attendent actuellement dans la salle d’attente.`,
      cancel: 'Annuler',
      start: 'Lancer la séance',
    },
    endConfirm: 'Voulez-vous vraiment terminer cette séance ?',
    endConfirmBody:
      'Les étudiants ne pourront plus envoyer de réactions ; les questions restent ouvertes.',
    noPresentation: 'Aucune présentation n’a été déposée. Voulez-vous continuer ?',
    code: {
      title: 'Code de séance',
      request: 'Obtenir un code de séance',
      stop: 'Arrêter l’affichage',
      requestShort: 'Obtenir le code',
      stopShort: 'Arrêter',
      codeLabel: 'Code de séance',
      none: 'Aucun code de séance n’est affiché.',
      timeLeft: 'Temps restant',
      expiresIn: (time: string) => `Expire dans ${time}`,
      joinAt: 'Ou ouvrez',
      qrLabel: (url: string) => `QR code\u00a0: scannez-le pour rejoindre la séance sur ${url}`,
      showOverSlide: 'Afficher le code',
      hideOverSlide: 'Masquer le code',
      overSlideTitle: 'Rejoignez cette séance',
      joinedCount: (count: number) => `${count} ${count < 2 ? 'connecté' : 'connectés'}`,
      joinedLabel: (count: number) =>
        count < 2
          ? `${count} étudiant a rejoint la séance`
          : `${count} étudiants ont rejoint la séance`,
      loopbackWarning:
        'Les téléphones ne peuvent pas ouvrir ce lien : il ne désigne que cet ordinateur. Définissez PUBLIC_URL avec une adresse accessible depuis les téléphones des étudiants (README, Running a lecture).',
      courseBusy: 'Erreur : le cours est occupé',
      accessDenied: 'Accès refusé',
    },
    permissions: {
      title: 'Autorisations',
      allowQuestions: 'Autoriser les questions-réponses',
      allowDiscussions: 'Autoriser les discussions pendant la séance',
      allowReactions: 'Autoriser les réactions',
    },
    info: {
      title: 'Informations sur la séance',
      attending: 'Pseudonymes attribués dans cette séance',
      newAccountsLecture: 'Nouveaux comptes créés dans cette séance',
      newAccountsCourse: 'Nouveaux comptes créés dans ce cours',
      accountsCourse: 'Étudiants inscrits à ce cours',
      tooltip: 'Si ce nombre ne correspond pas aux présents, appuyez sur RÉINITIALISER.',
      aboutCounter: (label: string) => `À propos\u00a0: ${label}`,
      resetReg: 'Réinitialiser les inscrits',
      resetNoReg: 'Réinitialiser les non-inscrits',
      resetNew: 'Réinitialiser les nouveaux comptes',
      confirmReset: {
        reg: 'Voulez-vous vraiment supprimer tous les pseudonymes des étudiants inscrits dans cette séance ?',
        noreg:
          'Voulez-vous vraiment supprimer tous les pseudonymes des étudiants non inscrits dans cette séance ?',
        new: 'Voulez-vous vraiment supprimer tous les nouveaux comptes créés dans cette séance, ainsi que leurs pseudonymes ?',
      },
      resetDone: 'Réinitialisation effectuée.',
    },
    waitingRoom: {
      title: 'Salle d’attente',
      groups: {
        new: 'Nouveaux comptes',
        noReg: 'Non inscrits',
        reg: 'Inscrits',
      },
      admit: 'Admettre',
      kick: 'Retirer',
      admitGroup: (group: string) => `Admettre\u00a0: ${group}`,
      kickGroup: (group: string) => `Retirer\u00a0: ${group}`,
      count: (group: string, count: number) => `${group}\u00a0: ${count}`,
      updateTitle: 'Du nouveau dans la salle d’attente !',
      updateBody: 'De nouveaux comptes et pseudonymes n’ont pas encore été admis.',
      updateQuestion: 'Voulez-vous les admettre ?',
      warningLabel: 'Alerte sur les connexions',
      burstWarning: (perMinute: number) =>
        `Nombre inhabituel de demandes d’accès depuis un même réseau\u00a0: ${perMinute} en une minute.`,
      refusedWarning: (refused: number) =>
        refused < 2
          ? `${refused} demande d’accès a été refusée par les limites de la salle d’attente.`
          : `${refused} demandes d’accès ont été refusées par les limites de la salle d’attente.`,
      checkBeforeAdmitting: 'Vérifiez la salle d’attente avant d’admettre tout le monde.',
      waitingSummary: (parts: string) => `En attente\u00a0: ${parts}.`,
      groupCount: (group: string, count: number) => `${group} (${count})`,
      admitAutomatically: 'Admettre automatiquement',
      admitAutomaticallyHint:
        'Les étudiants qui arrivent sont admis sans confirmation ; ils reçoivent comme d’habitude leur pseudonyme et leurs identifiants.',
      admittedCount: (count: number) => `Admis dans cette séance\u00a0: ${count}`,
    },
    extension: {
      title: 'Fin de la séance',
      body: (minutes: number) =>
        `Votre séance est terminée ou se termine bientôt (${minutes} min). Voulez-vous la prolonger de 10 minutes\u00a0?`,
      extended: 'La séance a été prolongée de 10 minutes.',
    },
  },

  presentation: {
    back: 'Retour',
    questions: 'Questions-réponses',
    newQuestions: (count: number) => (count < 2 ? ' nouvelle question' : ' nouvelles questions'),
    questionsPanel: 'Questions',
    closeQuestions: 'Fermer les questions',
    allQuestions: 'Ouvrir la page des questions',
    backToQuestions: 'Retour aux questions',
    votes: (up: number, down: number) => `Votes +${up} / −${down}`,
    enterFullScreen: 'Plein écran',
    exitFullScreen: 'Quitter le plein écran',
    classStatus: 'Pilotage de la séance',
    closeClassStatus: 'Fermer le pilotage de la séance',
    toolbar: 'Commandes de la séance',
    missing: 'La présentation PDF n’a pas été déposée correctement. Veuillez la déposer à nouveau.',
    loading: 'Chargement de la séance…',
    notFound: 'Aucune séance trouvée',
    noSlides: 'Pas de présentation : les réactions portent sur l’ensemble de la séance.',
    liveReactions: 'Réactions en direct',
    hideReactions: 'Masquer les réactions',
    showReactions: 'Afficher les réactions',
    manage: {
      current: 'Présentation actuelle',
      uploadedOn: (date: string) => `Déposée le ${date}`,
      preview: 'Aperçu',
      delete: 'Supprimer la présentation',
      confirmDelete: 'Voulez-vous vraiment supprimer cette présentation ?',
      deleted: 'Présentation supprimée',
      previewing: (file: string) => `Aperçu\u00a0: ${file}`,
      close: 'Fermer la présentation',
      progress: (percent: number) => `Dépôt de la présentation… ${percent}\u00a0%`,
      pdfOnly: 'Fichiers PDF uniquement.',
    },
  },
  lti: {
    openInNewWindow: 'Ouvrir dans une nouvelle fenêtre',
    openInNewWindowHint:
      'Ouvre cette page en dehors de votre plateforme pédagogique, en restant connecté.',
    launch: {
      title: 'Ouverture d’Open4Feedback',
      signingIn: 'Connexion depuis votre plateforme pédagogique…',
      failedTitle: 'Le lancement a échoué',
      noHandoff:
        'Cette page s’ouvre depuis votre plateforme pédagogique. Ouvrez de nouveau l’activité dans votre cours sur la plateforme.',
      failed:
        'Le lancement n’a pas pu aboutir. Ouvrez de nouveau l’activité dans votre plateforme pédagogique.',
      lectureNotOpen:
        'La séance n’est pas encore ouverte : elle s’ouvrira ici dès que votre enseignant affichera son code de séance.',
      newWindowFailed:
        'Impossible de vous connecter dans cette fenêtre. Ouvrez de nouveau l’activité dans votre plateforme pédagogique.',
      linkQuestion:
        'Vous êtes connecté à Open4Feedback en tant qu’enseignant. Ce compte est-il aussi le vôtre sur la plateforme pédagogique ? Ne l’associez que si vous avez lancé vous-même cette activité.',
      linkYes: 'Oui, l’associer à mon compte',
      linkNo: 'Non, les garder séparés',
    },
    deepLink: {
      title: 'Relier Open4Feedback à votre cours',
      intro: (platform: string) =>
        `Choisissez le cours, ou l’une de ses séances, que cette activité de ${platform} ouvrira.`,
      existing: 'L’un de mes cours',
      create: 'Un nouveau cours',
      course: 'Cours',
      lecture: 'Séance',
      wholeCourse: 'Le cours entier (les étudiants arrivent dans la séance en cours)',
      lectureOption: lectureTitle,
      noCourses: 'Vous n’avez encore aucun cours : créez-en un ici.',
      courseName: 'Intitulé du cours',
      shortName: 'Nom court',
      submit: 'Ajouter à la plateforme pédagogique',
      returning: 'Retour à votre plateforme pédagogique…',
      loadFailed:
        'Impossible de charger les cours. Ajoutez de nouveau l’activité dans votre plateforme pédagogique.',
      pickCourse: 'Choisissez un cours.',
    },
    platforms: {
      title: 'Plateformes LTI',
      registrationTitle: 'URL d’enregistrement',
      registrationHelp:
        'Dans Moodle : Administration du site > Plugins > Modules d’activité > Outil externe > Gérer les outils. Collez cette URL comme URL de l’outil et cliquez sur « Ajouter LTI Advantage ».',
      noRegistrationUrl:
        'L’enregistrement dynamique est désactivé : définissez LTI_REGISTRATION_KEY sur le serveur pour obtenir une URL d’enregistrement.',
      copy: 'Copier',
      copied: 'L’URL d’enregistrement a été copiée.',
      copyFailed: 'Impossible de copier l’URL : sélectionnez-la et copiez-la manuellement.',
      listTitle: 'Plateformes enregistrées',
      none: 'Aucune plateforme n’est encore enregistrée.',
      name: 'Nom',
      issuer: 'Émetteur (issuer)',
      clientId: 'ID client',
      deploymentIds: 'ID de déploiement',
      registeredVia: 'Enregistrement',
      createdAt: 'Ajoutée le',
      via: { dynamic: 'Par enregistrement dynamique', manual: 'Manuellement' },
      add: 'Ajouter une plateforme',
      addTitle: 'Ajouter une plateforme manuellement',
      deploymentId: 'ID de déploiement',
      authUrl: 'URL d’autorisation',
      tokenUrl: 'URL du jeton d’accès',
      jwksUrl: 'URL du jeu de clés publiques (JWKS)',
      urlHint: 'https, ou http sur 127.0.0.1 ou localhost',
      cancel: 'Annuler',
      save: 'Ajouter',
      added: 'La plateforme a été ajoutée.',
      remove: 'Retirer',
      removeLabel: (name: string) => `Retirer ${name}`,
      confirmRemove: 'Voulez-vous vraiment retirer cette plateforme ?',
      removeConsequence: 'Ses liens dans la plateforme pédagogique cesseront de fonctionner.',
      removed: 'La plateforme a été retirée.',
      loadFailed: 'Impossible de charger les plateformes.',
    },
    errors: {
      nameRequired: 'Veuillez saisir un nom.',
      clientIdRequired: 'Veuillez saisir l’ID client.',
      deploymentIdRequired: 'Veuillez saisir l’ID de déploiement.',
      urlInvalid: 'Veuillez saisir une URL complète (https, ou http sur localhost).',
      courseNameRequired: 'Veuillez saisir l’intitulé du cours.',
      courseShortNameRequired: 'Veuillez saisir un nom court.',
    },
  },

  passkeys: {
    keep: 'Conserver ce compte avec une clé d’accès',
    keepIntro:
      'Votre téléphone ou votre ordinateur conserve la clé de votre compte et la déverrouille avec votre empreinte digitale, votre visage ou le verrouillage de l’écran. Rien à noter.',
    keeping: 'En attente de votre appareil…',
    kept: 'Votre compte est conservé avec une clé d’accès sur cet appareil. La prochaine fois, choisissez « Se connecter avec une clé d’accès ».',
    alsoCredentials:
      'Vous n’en avez plus besoin, mais si vous souhaitez vous connecter sur un autre appareil, voici votre identifiant privé et votre mot de passe :',
    login: 'Se connecter avec une clé d’accès',
    loggingIn: 'En attente de votre clé d’accès…',
    cancelled: 'Aucune clé d’accès n’a été utilisée. Vous pouvez réessayer.',
    notSaved:
      'Aucune clé d’accès n’a été enregistrée. Vous pouvez réessayer, ou conserver votre identifiant privé et votre mot de passe.',
    failed: 'Un problème est survenu avec la clé d’accès. Veuillez réessayer.',
    settingsTitle: 'Clés d’accès',
    settingsIntro:
      'Une clé d’accès vous permet de vous connecter sur cet appareil avec votre empreinte digitale, votre visage ou le verrouillage de l’écran, au lieu d’un mot de passe.',
    add: 'Ajouter une clé d’accès',
    added: 'Clé d’accès ajoutée.',
    none: 'Vous n’avez pas encore de clé d’accès.',
    unsupported: 'Ce navigateur ne prend pas en charge les clés d’accès.',
    listLabel: 'Vos clés d’accès',
    name: (index: number) => `Clé d’accès ${index}`,
    created: (date: string) => `Ajoutée le ${date}`,
    lastUsed: (date: string) => `dernière utilisation le ${date}`,
    neverUsed: 'pas encore utilisée',
    remove: 'Supprimer',
    removeLabel: (name: string) => `Supprimer ${name}`,
    removed:
      'Clé d’accès supprimée. Supprimez-la aussi de votre appareil, dans ses réglages de clés d’accès.',
    loadFailed: 'Impossible de charger vos clés d’accès.',
  },
  sso: {
    button: 'Se connecter avec votre compte universitaire',
    or: 'ou',
    completeTitle: 'Connexion avec le compte universitaire',
    signingIn: 'Connexion en cours…',
    failedTitle: 'La connexion a échoué',
    noHandoff:
      'Cette page termine une connexion avec le compte universitaire. Veuillez vous reconnecter depuis la page de connexion enseignant.',
    failed: 'La connexion n’a pas pu aboutir. Veuillez vous reconnecter.',
    backToLogin: 'Retour à la connexion enseignant',
    refusedTitle: 'La connexion avec le compte universitaire a échoué',
    refused: {
      disabled:
        'La connexion avec le compte universitaire n’est pas configurée sur ce serveur. Connectez-vous plutôt avec votre nom d’utilisateur.',
      unavailable:
        'Le service de connexion de l’université est injoignable pour le moment. Veuillez réessayer dans quelques minutes, ou vous connecter avec votre nom d’utilisateur.',
      state:
        'Cette connexion a pris trop de temps ou a déjà été utilisée. Veuillez cliquer de nouveau sur le bouton de connexion avec le compte universitaire.',
      denied:
        'La connexion a été annulée sur la page d’authentification de votre université. Vous pouvez réessayer.',
      failed:
        'La page d’authentification de votre université a renvoyé une réponse impossible à vérifier. Veuillez réessayer ; si le problème persiste, contactez le support informatique.',
      unverified:
        'Votre compte universitaire n’a pas d’adresse e-mail vérifiée : aucun compte enseignant ne peut donc être ouvert avec celui-ci.',
      domain:
        'Votre adresse e-mail universitaire ne fait pas partie de celles que ce serveur accepte pour les enseignants. Demandez à votre administrateur quelle connexion utiliser.',
      not_teacher:
        'Cette adresse e-mail appartient à un compte étudiant. La connexion avec le compte universitaire est réservée aux enseignants.',
    },
  },
};
