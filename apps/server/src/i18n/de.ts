// Deutsch: die Texte des Servers. Lehrende werden gesiezt, Studierende geduzt (wie in der
// Web-App); Texte, die beide lesen, sind neutral formuliert.
import type { ServerCatalogue } from './english.ts';

export const de: ServerCatalogue = {
  AUTH_MESSAGES: {
    loginRequired: 'Bitte melden Sie sich an.',
    sessionExpired: 'Die Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    teachersOnly: 'Das ist nur Lehrenden möglich.',
    studentsOnly: 'Das ist nur Studierenden möglich.',
    adminsOnly: 'Das ist nur Lehrenden mit Verwaltungsrechten möglich.',
    wrongTeacherLogin: 'Benutzername oder Passwort ist falsch.',
    wrongStudentLogin: 'Private Kennung oder Passwort ist falsch.',
    loggedIn: 'Anmeldung erfolgreich.',
    loggedOut: 'Abgemeldet.',
    tooManyAttempts: 'Zu viele Versuche. Bitte in einer Minute erneut versuchen.',
    wrongCurrentPassword: 'Das aktuelle Passwort ist nicht korrekt.',
    passwordUpdated: 'Passwort geändert.',
    verifyEmailFirst: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
  },
  TEACHER_MESSAGES: {
    registered:
      'Registrierung erfolgreich. Bitte prüfen Sie Ihr Hochschulpostfach, um Ihre Adresse zu bestätigen.',
    emailTaken: 'Diese E-Mail-Adresse ist bereits registriert.',
    usernameTaken: 'Dieser Benutzername ist bereits vergeben.',
    emailVerified: 'Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.',
    verificationInvalid: 'Dieser Bestätigungslink ist ungültig oder abgelaufen.',
    profile: 'Profil der Lehrperson.',
    teachers: 'Lehrende.',
    updated: 'Profil aktualisiert.',
    updatedVerifyEmail:
      'Profil aktualisiert. Bitte prüfen Sie Ihr Hochschulpostfach, um die neue Adresse zu bestätigen.',
    notFound: 'Lehrperson nicht gefunden.',
    ownProfileOnly: 'Sie können nur Ihr eigenes Profil bearbeiten.',
  },
  STUDENT_MESSAGES: {
    created: 'Konto angelegt.',
    credentialsIssued:
      'Deine private Kennung und dein Passwort wurden erstellt. Bewahre sie sicher auf.',
    anonIdTaken: 'Diese private Kennung ist bereits vergeben.',
    anonIdInvalid:
      'Die private Kennung besteht aus 4 bis 64 Buchstaben, Ziffern, Punkten, Binde- oder Unterstrichen.',
    profile: 'Benutzerprofil.',
    users: 'Benutzer.',
    notFound: 'Benutzer nicht gefunden.',
    ownAccountOnly: 'Du kannst nur auf dein eigenes Konto zugreifen.',
  },
  COURSE_MESSAGES: {
    list: 'Kurse.',
    found: 'Kurs.',
    created: 'Kurs angelegt.',
    updated: 'Kurs aktualisiert.',
    deleted: 'Kurs gelöscht',
    notFound: 'Kurs nicht gefunden.',
    noAccess: 'Kein Zugriff auf diesen Kurs.',
  },
  LECTURE_MESSAGES: {
    list: 'Vorlesungen.',
    found: 'Vorlesung.',
    created: 'Vorlesung angelegt.',
    updated: 'Vorlesung aktualisiert.',
    deleted: 'Vorlesung gelöscht',
    notFound: 'Vorlesung nicht gefunden.',
    started: 'Vorlesung gestartet.',
    ended: 'Vorlesung beendet.',
    extended: 'Vorlesung um 10 Minuten verlängert.',
    alreadyEnded: 'Die Vorlesung ist beendet.',
  },
  PRESENTATION_MESSAGES: {
    uploaded: 'Präsentation hochgeladen.',
    meta: 'Präsentation.',
    deleted: 'Präsentation gelöscht',
    missing:
      'Die PDF-Präsentation wurde nicht richtig hochgeladen. Bitte laden Sie sie erneut hoch.',
    pdfOnly: 'Es können nur PDF-Präsentationen hochgeladen werden.',
    noFile: 'Bitte wählen Sie eine PDF-Präsentation zum Hochladen.',
    tooLarge: (maxMb: number) => `Die Präsentation ist größer als ${maxMb} MB.`,
    busy: 'Gerade werden zu viele Präsentationen hochgeladen. Bitte in einer Minute erneut versuchen.',
    ownUploadRunning:
      'Ihr vorheriger Upload läuft noch. Bitte warten Sie, bis er abgeschlossen ist.',
  },
  FEEDBACK_MESSAGES: {
    list: 'Rückmeldungen.',
    found: 'Rückmeldung.',
    notFound: 'Rückmeldung nicht gefunden.',
  },
  GENERIC_MESSAGES: {
    routeNotFound: 'Nicht gefunden.',
    internal: 'Interner Serverfehler',
    invalidBody: 'Die Anfrage ist ungültig.',
    invalidId: 'Die ID ist ungültig.',
    controlCharacters: 'Der Text darf keine Steuerzeichen enthalten.',
    databaseUnavailable: 'Die Datenbank ist nicht erreichbar. Bitte gleich erneut versuchen.',
    bodyTooSlow:
      'Die Anfrage kam zu langsam an und wurde abgebrochen. Bitte die Verbindung prüfen und erneut versuchen.',
  },
  QA_MESSAGES: {
    questionsNotAllowed: 'Fragen sind gerade nicht erlaubt',
    answersNotAllowed: 'Antworten sind gerade nicht erlaubt',
    discussionsNotAllowed: 'Diskussionen sind gerade nicht erlaubt',
    readOnly: 'Fragen sind nicht möglich, nur Lesen',
    ownPost: 'Mit dem eigenen Beitrag ist das nicht möglich!',
    teacherPostNoFlag: 'Beiträge der Lehrperson können nicht gemeldet werden.',
    notInDoghouse: 'Einspruch ist nur gegen Beiträge auf der Strafbank möglich.',
    teacherNoRiseUp: 'Lehrende können keinen Einspruch erheben.',
    notEditable: 'Dieser Beitrag kann nicht mehr bearbeitet werden.',
    notAuthor: 'Nur die verfassende Person kann diesen Beitrag ändern.',
    cannotDelete: 'Diese Frage kann nicht mehr gelöscht werden.',
    tooManyAnswers: 'Diese Frage hat die Höchstzahl an Antworten erreicht.',
    lowReputation: 'Zu viele deiner Beiträge wurden gemeldet; du kannst vorerst nichts schreiben.',
    postFlagged: 'Dieser Beitrag ist auf der Strafbank; er kann nicht beantwortet werden.',
    questionNotFound: 'Frage nicht gefunden.',
    answerNotFound: 'Antwort nicht gefunden.',
    discussionNotFound: 'Diskussion nicht gefunden.',
    discussionOwnAnswer: 'Zur eigenen Antwort kann keine Diskussion begonnen werden.',
    discussionNotParticipant:
      'An einer Diskussion nehmen nur die Person mit der Antwort und die Person teil, die sie begonnen hat.',
    invalidVote: 'Eine Bewertung ist 1 oder -1.',
    invalidLectureIds: 'Die Vorlesungs-IDs müssen eine JSON-Liste von Zahlen sein.',
    questions: 'Fragen.',
    question: 'Frage.',
    questionPosted: 'Frage veröffentlicht.',
    questionUpdated: 'Frage aktualisiert.',
    questionDeleted: 'Frage gelöscht.',
    answers: 'Antworten.',
    answer: 'Antwort.',
    answerPosted: 'Antwort veröffentlicht.',
    answerUpdated: 'Antwort aktualisiert.',
    discussions: 'Diskussionen.',
    discussion: 'Diskussion.',
    discussionStarted: 'Diskussion begonnen.',
    discussionReplied: 'Nachricht veröffentlicht.',
    voted: 'Bewertung gespeichert.',
    voteRemoved: 'Bewertung entfernt.',
    flagged: 'Beitrag gemeldet.',
    unflagged: 'Meldung zurückgenommen.',
    risenUp: 'Einspruch gespeichert.',
    riseUpRemoved: 'Einspruch zurückgenommen.',
    history: 'Verlauf.',
    teacherOnly: 'Das kann nur die Lehrperson der Vorlesung.',
    markedAnswered: 'Frage als beantwortet markiert.',
    unmarkedAnswered: 'Frage nicht mehr als beantwortet markiert.',
    highlighted: 'Frage hervorgehoben.',
    highlightCleared: 'Hervorhebung aufgehoben.',
  },
  STATISTICS_MESSAGES: {
    expressionStat: 'Statistik der Reaktionen.',
    slideStats: 'Statistik der Reaktionen je Folie.',
    slideInteractions: 'Interaktionen je Folie.',
    interactionsExist: 'Interaktionen je Folie vorhanden.',
    adminStatistics: 'Verwaltungsstatistik.',
    slideInvalid: 'Die Foliennummer ist ungültig.',
    videoExpressionSaved: 'Reaktion zum Video gespeichert.',
    videoExpressionTakenBack: 'Reaktion zum Video zurückgenommen.',
    videoInteractionSaved: 'Interaktion mit dem Video gespeichert.',
    lastVideoExpression: 'Letzte Reaktion zum Video.',
    videoTagInvalid: 'Die Reaktion ist ungültig.',
    videoTimeInvalid: 'Die Zeit im Video ist ungültig.',
    videoEndBeforeTime: 'Das Ende darf nicht vor der Zeit liegen.',
    noVideo: 'Zu dieser Vorlesung gibt es kein Video.',
  },
  CLASS_STATUS_MESSAGES: {
    classIdValid: 'Dieser Vorlesungscode ist gültig.',
    info: 'Angaben zur Vorlesung.',
    statistics: 'Statistik der Vorlesung.',
    pseudonym: 'Pseudonym.',
    noPseudonym: 'Du hast in dieser Vorlesung kein Pseudonym.',
    liveAttending: 'Laufende Vorlesung.',
    joinLink: 'Link zum Beitreten.',
    reset: (removed: number) =>
      removed === 1 ? '1 Pseudonym entfernt.' : `${removed} Pseudonyme entfernt.`,
  },
  NOTIFICATION_MESSAGES: {
    list: 'Benachrichtigungen.',
    acknowledged: 'Benachrichtigungen als gelesen markiert.',
    notFound: 'Benachrichtigung nicht gefunden.',
  },
  PASSKEY_MESSAGES: {
    options: 'Passkey-Optionen.',
    added: 'Passkey hinzugefügt. Damit ist die Anmeldung auf diesem Gerät jetzt möglich.',
    list: 'Passkeys.',
    removed: 'Passkey entfernt.',
    alreadyAdded: 'Dieser Passkey ist bereits hinzugefügt.',
    notFound: 'Passkey nicht gefunden.',
    challengeExpired: 'Diese Passkey-Anfrage ist abgelaufen. Bitte erneut versuchen.',
    notVerified: 'Der Passkey konnte nicht geprüft werden. Bitte erneut versuchen.',
    unknownPasskey:
      'Dieser Passkey ist hier nicht bekannt. Vielleicht wurde er entfernt; bitte mit privater Kennung und Passwort anmelden.',
  },
  SSO_MESSAGES: {
    config: 'Anmeldung mit dem Hochschulkonto.',
    handoffInvalid:
      'Diese Anmeldung ist abgelaufen oder wurde schon verwendet. Bitte melden Sie sich erneut an.',
  },
  TEACHER_TEXT: {
    firstNameRequired: 'Bitte geben Sie Ihren Vornamen ein.',
    lastNameRequired: 'Bitte geben Sie Ihren Nachnamen ein.',
    emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    emailInvalid: 'Die E-Mail-Adresse ist ungültig.',
    universityRequired: 'Bitte geben Sie Ihre Hochschule an.',
    passwordRequired: 'Bitte das Passwort eingeben.',
    passwordsDiffer: 'Die Passwörter stimmen nicht überein.',
    confirmRequired: 'Bitte bestätigen Sie das Passwort.',
    loginIdInvalid: 'Die Kennung ist ungültig.',
    loginPasswordInvalid: 'Das Passwort ist ungültig.',
    weakPassword: 'Das Passwort ist zu schwach. Bitte beachten Sie die Anforderungen oben.',
    currentPasswordRequired: 'Bitte geben Sie Ihr aktuelles Passwort ein.',
    newPasswordRequired: 'Bitte geben Sie ein neues Passwort ein.',
  },
  STUDENT_TEXT: {
    privateIdRequired: 'Bitte gib deine private Kennung ein.',
    passwordRequired: 'Bitte das Passwort eingeben.',
  },
  LECTURE_TEXT: {
    nameRequired: 'Bitte geben Sie einen Namen ein.',
    dateRequired: 'Bitte geben Sie ein Datum ein.',
    startTimeRequired: 'Bitte geben Sie den Beginn ein.',
    endTimeRequired: 'Bitte geben Sie das Ende ein.',
    endBeforeStart: 'Das Ende muss nach dem Beginn liegen.',
  },
  COURSE_TEXT: {
    titleInvalid: 'Der Titel ist ungültig.',
    shortNameInvalid: 'Der Kurzname ist ungültig.',
    startDateInvalid: 'Das Startdatum ist ungültig.',
  },
  LTI_TEXT: {
    handoffRequired: 'Der Code des Aufrufs fehlt.',
    nameRequired: 'Bitte geben Sie einen Namen ein.',
    issuerRequired: 'Bitte geben Sie den Aussteller (Issuer) ein.',
    clientIdRequired: 'Bitte geben Sie die Client-ID ein.',
    deploymentIdRequired: 'Bitte geben Sie die Deployment-ID ein.',
    urlInvalid: 'Bitte eine vollständige URL eingeben (https, oder http auf localhost).',
    courseNameRequired: 'Bitte geben Sie den Namen des Kurses ein.',
    courseShortNameRequired: 'Bitte geben Sie einen Kurznamen ein.',
  },
  CLASS_CODE_TEXT: {
    notANumber: 'Der Vorlesungscode besteht nur aus Ziffern.',
    required: 'Bitte gib den Vorlesungscode ein.',
    noSuchClass: 'Zu diesem Vorlesungscode läuft gerade keine Vorlesung.',
    expired: 'Dieser Vorlesungscode ist abgelaufen. Bitte deine Lehrperson um einen neuen.',
  },
  SOCKET_TEXT: {
    accessDenied: 'Zugang verweigert',
    invalidClassId: 'Ungültiger Vorlesungscode',
    invalidLectureDetails: 'Ungültige Angaben zur Vorlesung',
    alreadyAttending: 'Du nimmst bereits an dieser Vorlesung teil',
    courseBusy: 'Fehler: Der Kurs ist belegt',
    disconnectedFromWaitingRoom: 'Verbindung zum Warteraum getrennt',
    tooManyJoining:
      'Gerade treten sehr viele aus deinem Netzwerk bei. Bitte warte einen Moment und versuche es erneut.',
    waitingRoomFull:
      'Der Warteraum ist gerade voll. Bitte warte einen Moment und versuche es erneut.',
    lectureFullForNewAccounts:
      'Diese Vorlesung kann keine weiteren Studierenden ohne Konto aufnehmen. Bitte melde dich an und versuche es erneut.',
    reactionsPaused: 'Feedback wird nicht angenommen. Die Lehrperson hat die Vorlesung pausiert.',
    overload: 'Zu viele Reaktionen. Bitte warte einen Moment.',
    slideMoved:
      'Die Lehrperson ist zu einer anderen Folie gewechselt: Deine Reaktion wurde nicht gezählt. Tippe erneut für die gezeigte Folie.',
    removedFromClass: 'Du wurdest aus der Vorlesung entfernt.',
    lectureEnded: 'Die Vorlesung ist beendet.',
    lectureNotStarted: 'Bitte warte, bis die Lehrperson die Vorlesung startet',
    teachersOnly: 'Das kann nur die Lehrperson.',
    studentsOnly: 'Feedback können nur Studierende geben.',
    invalidPayload: 'Ungültige Anfrage',
    internal: 'Etwas ist schiefgelaufen. Bitte erneut versuchen.',
    databaseUnavailable: 'Die Datenbank ist nicht erreichbar. Bitte gleich erneut versuchen.',
    reactionNotSaved:
      'Deine Reaktion wird der Lehrperson angezeigt, konnte aber noch nicht gespeichert werden. Sie wird gespeichert, sobald die Datenbank wieder erreichbar ist.',
  },
  MAIL_TEXT: {
    verifySubject: 'Open4Feedback: Bitte bestätigen Sie Ihre E-Mail-Adresse',
    verifyBody: (firstName: string, link: string) =>
      [
        `Guten Tag ${firstName},`,
        '',
        'bitte öffnen Sie diesen Link, um Ihre E-Mail-Adresse der Hochschule für Open4Feedback zu bestätigen:',
        link,
        '',
        'Der Link ist 48 Stunden gültig.',
      ].join('\n'),
  },
  LTI_MESSAGES: {
    registrationKey:
      'Es wurde nichts registriert: Die Registrierungs-URL enthält keinen gültigen Schlüssel. Kopieren Sie die vollständige Registrierungs-URL von der Verwaltungsseite von Open4Feedback.',
    registrationParams:
      'Es wurde nichts registriert: Die Lernplattform hat ihre openid_configuration-Adresse nicht gesendet.',
    registrationUrl:
      'Es wurde nichts registriert: Die Konfiguration der Lernplattform muss über https erreichbar sein (http nur auf localhost).',
    registrationConfig:
      'Es wurde nichts registriert: Die Konfiguration der Lernplattform konnte nicht gelesen werden oder ist unvollständig.',
    registrationIssuer:
      'Es wurde nichts registriert: Der Aussteller (Issuer) in der Konfiguration der Lernplattform passt nicht zu der Adresse, von der sie gelesen wurde.',
    registrationRefused:
      'Es wurde nichts registriert: Die Lernplattform hat die Registrierung abgelehnt.',
    loginParams:
      'Die Lernplattform hat eine unvollständige Anmeldeanfrage gesendet (iss und login_hint werden benötigt).',
    loginUnknownPlatform:
      'Diese Lernplattform ist nicht bei Open4Feedback registriert. Bitten Sie Ihre Administration, sie zu registrieren.',
    loginAmbiguous:
      'Diese Lernplattform ist mehrfach registriert; sie muss angeben, welchen Client sie aufruft (client_id).',
    loginDeployment:
      'Diese Bereitstellung (Deployment) des Tools ist nicht bei Open4Feedback registriert.',
    launchParams:
      'Der Aufruf ist unvollständig: Die Lernplattform hat kein id_token oder keinen state gesendet.',
    launchState:
      'Dieser Aufruf ist abgelaufen oder wurde bereits verwendet. Öffnen Sie Open4Feedback erneut aus Ihrem Kurs.',
    launchPlatformGone:
      'Die Lernplattform dieses Aufrufs ist nicht mehr bei Open4Feedback registriert.',
    launchAlgorithm: 'Der Aufruf wurde abgelehnt: Er ist nicht mit RS256 signiert.',
    launchSignature:
      'Der Aufruf wurde abgelehnt: Seine Signatur passt nicht zu den Schlüsseln der Lernplattform.',
    launchKeys:
      'Die Schlüssel der Lernplattform konnten nicht abgerufen werden. Versuchen Sie es gleich noch einmal.',
    launchIssuer:
      'Der Aufruf wurde abgelehnt: Er stammt von einem anderen Aussteller als die registrierte Lernplattform.',
    launchAudience: 'Der Aufruf wurde abgelehnt: Er ist nicht an Open4Feedback gerichtet.',
    launchAzp: 'Der Aufruf wurde abgelehnt: Die autorisierte Partei (azp) ist nicht Open4Feedback.',
    launchExpired:
      'Der Aufruf wurde abgelehnt: Er ist abgelaufen. Öffnen Sie Open4Feedback erneut.',
    launchNonce: 'Der Aufruf wurde abgelehnt: Er gehört nicht zu dieser Anmeldung (nonce).',
    launchInvalid: 'Der Aufruf wurde abgelehnt: Sein id_token ist ungültig.',
    launchDeployment:
      'Der Aufruf wurde abgelehnt: Diese Bereitstellung (Deployment) des Tools ist nicht registriert.',
    launchMessageType:
      'Der Aufruf wurde abgelehnt: Open4Feedback verarbeitet diese Art von Nachricht nicht.',
    launchVersion: 'Der Aufruf wurde abgelehnt: Nur LTI 1.3.0 wird unterstützt.',
    launchSubject: 'Der Aufruf wurde abgelehnt: Er nennt keine Benutzerin und keinen Benutzer.',
    launchResourceLink: 'Der Aufruf wurde abgelehnt: Er nennt keinen Ressourcen-Link.',
    launchDeepLinkSettings: 'Der Aufruf wurde abgelehnt: Die Deep-Linking-Einstellungen fehlen.',
    launchDeepLinkLearner: 'Nur Lehrende können Open4Feedback zu einem Kurs hinzufügen.',
    launchStudentAccount:
      'Dieses Konto der Lernplattform gehört in Open4Feedback zu einem studentischen Zugang und kann Open4Feedback nicht als Lehrperson öffnen.',
    launchNoCourse:
      'Dieser Kurs der Lernplattform ist noch nicht mit Open4Feedback verknüpft. Bitte deine Lehrperson, Open4Feedback zuerst aus dem Kurs heraus zu öffnen.',
    launchOtherTeachersCourse:
      'Diese Aktivität öffnet in Open4Feedback den Kurs einer anderen Lehrperson, den nur diese durchführen kann. Fügen Sie das Tool Ihrem Kurs in der Lernplattform erneut hinzu und verknüpfen Sie einen Ihrer eigenen Kurse.',
    launchNoContext:
      'Der Aufruf nennt keinen Kurs (context); öffnen Sie Open4Feedback aus einem Kurs heraus.',
    handoffUnknown:
      'Dieser Aufruf-Link ist abgelaufen oder wurde bereits verwendet. Öffnen Sie Open4Feedback erneut aus Ihrem Kurs.',
    deepLinkUnknown:
      'Diese Kursauswahl ist abgelaufen. Fügen Sie Open4Feedback erneut aus der Lernplattform hinzu.',
    platformNotFound: 'Plattform nicht gefunden.',
    platformAdded: 'Plattform hinzugefügt.',
    platformRemoved: 'Plattform entfernt.',
    platforms: 'LTI-Plattformen',
    session: 'Über die Lernplattform angemeldet.',
    deepLinkOptions: 'Ihre Kurse',
    deepLinkDone: 'Kurs verknüpft.',
  },
  LTI_PAGES: {
    registerRefused: 'Open4Feedback wurde nicht registriert',
    loginRefused: 'Open4Feedback konnte nicht starten',
    launchRefused: 'Open4Feedback konnte nicht geöffnet werden',
    registeredTitle: 'Open4Feedback ist registriert',
    registered: (platformName: string) =>
      `Open4Feedback ist jetzt bei ${platformName} registriert. Sie können dieses Fenster schließen.`,
  },
};
