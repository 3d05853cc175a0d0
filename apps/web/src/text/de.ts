/**
 * Deutsch. Lehrende werden gesiezt, Studierende geduzt; Seiten für beide sprechen neutral oder
 * im Sie. Die Reaktionen heißen überall: Ich bin raus, Unklar, Super!, Zu schwer, Zu einfach.
 */
import type { Catalogue } from './catalogue.ts';

const SUPPORT_EMAIL = 'support@open4feedback.org';

const SORT_LABELS = {
  time: 'Zeit',
  votes: 'Bewertungen',
  answers: 'Anzahl der Antworten',
  flag: 'Meldungen',
  lectureNum: 'Vorlesungsnummer',
  discussions: 'Anzahl der Diskussionen',
};

/** „Vorlesung 3: Optik“; ein Name, der schon mit „Vorlesung 3“ (oder „Lecture 3“) beginnt, bleibt. */
const lectureTitle = (lectureNum: number, name: string): string => {
  const prefix = `Vorlesung ${lectureNum}`;
  if (!name.trim()) return prefix;
  return new RegExp(`^\\s*(vorlesung|lecture)\\s*0*${lectureNum}(?!\\d)`, 'i').test(name)
    ? name
    : `${prefix}: ${name}`;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const de: Catalogue = {
  common: {
    productName: 'Open4Feedback',
    documentDescription: 'Open4Feedback: sofortiges, anonymes Feedback in Live-Vorlesungen.',
    loading: 'Wird geladen …',
    retry: 'Erneut versuchen',
    send: 'Senden',
    close: 'Schließen',
    yes: 'Ja',
    no: 'Nein',
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
    logoAlt: 'Open4Feedback-Logo',
    homeLink: 'Startseite von Open4Feedback',
    language: 'Sprache',
    theme: { label: 'Darstellung', system: 'System', light: 'Hell', dark: 'Dunkel' },
  },

  nav: {
    ltiPlatforms: 'LTI-Plattformen',
    myCourses: 'Meine Kurse',
    myLectures: 'Meine Vorlesungen',
    joinLecture: 'Vorlesung beitreten',
    classStatus: 'Vorlesungssteuerung',
    classStatusLive: 'Vorlesungssteuerung (eine Vorlesung läuft)',
    statisticsAdmin: 'Statistik-Verwaltung',
    statistics: 'Statistik',
    questions: 'Fragen',
    answers: 'Antworten',
    discussions: 'Diskussionen',
    notifications: 'Benachrichtigungen',
    mySettings: 'Meine Einstellungen',
    howItWorks: 'So funktioniert’s',
    logOut: 'Abmelden',
    feedback: 'Feedback',
    openMenu: 'Menü öffnen',
    mainMenu: 'Hauptmenü',
    breadcrumb: 'Brotkrumennavigation',
    home: 'Start',
  },

  notifications: {
    bellLabel: (total: number) => `Benachrichtigungen: ${total} ungelesen`,
    bellMenu: 'Gruppen von Benachrichtigungen',
    questions: 'Fragen',
    answers: 'Antworten',
    discussions: 'Diskussionen',
    flaggedQ: 'Gemeldete F',
    flaggedA: 'Gemeldete A',
    withCount: (label: string, count: number) => `${label} (${count})`,
    title: 'Benachrichtigungen',
    tabsLabel: 'Gruppen von Benachrichtigungen',
    markAllRead: 'Alle als gelesen markieren',
    empty: 'Keine Benachrichtigungen vorhanden.',
    unread: 'Ungelesen',
    listLabel: (group: string) => `Benachrichtigungen: ${group}`,
    source: (course: string, lecture: string, author: string) =>
      `${course} – ${lecture} – ${author}`,
    events: {
      question_posted: 'Neue Frage',
      question_answered: 'Neue Antwort',
      discussion_started: 'Neue Diskussion',
      discussion_reply: 'Neue Nachricht',
      question_flagged: 'Frage gemeldet',
      answer_flagged: 'Antwort gemeldet',
      lecture_started: 'Vorlesung begonnen',
      lecture_ended: 'Vorlesung beendet',
      lecture_updated: 'Vorlesung geändert',
      removed_from_pseudonym: 'Aus der Vorlesung entfernt',
      account_deleted: 'Konto gelöscht',
      unregistered_course: 'Aus dem Kurs entfernt',
    },
  },

  footer: {
    copyright: (year: number) => `© ${year} Open4Feedback. Alle Rechte vorbehalten.`,
    privacyPolicy: 'Datenschutzerklärung',
    terms: 'Nutzungsbedingungen',
  },

  about: {
    title: 'Open4Feedback',
    tagline: 'Wissen, was Ihr Hörsaal verstanden hat – noch während Sie lehren.',
    intro:
      'Studierende zeigen der Lehrperson Folie für Folie und ohne ein Wort, ob sie folgen können. Fragen und Diskussionen laufen unter Pseudonym weiter, während der Vorlesung und danach.',
    student: 'Studierende',
    teacher: 'Lehrende',
    learnMore: 'Mehr erfahren',
    showLess: 'Weniger anzeigen',
    features: [
      {
        title: 'Feedback in Echtzeit',
        body: 'Mit einem Tippen sagen Studierende „Ich bin raus“, „Unklar“, „Super!“, „Zu schwer“ oder „Zu einfach“. Die Lehrperson sieht Anzahlen und Prozente, während sie sich ändern.',
      },
      {
        title: 'Feedback unter der Folie',
        body: 'Die Reaktionen erscheinen unter der Präsentation: Die Lehrperson spürt die Stimmung im Saal, ohne die Vorlesung zu unterbrechen oder die Folien zu verlassen.',
      },
      {
        title: 'Anonyme und doch verantwortliche Fragen & Antworten',
        body: 'Fragen, Antworten und Diskussionen erscheinen unter einem Pseudonym je Vorlesung. Die Gemeinschaft meldet Missbrauch, und das Gespräch kann nach der Vorlesung weitergehen.',
      },
      {
        title: 'Auswertung als Histogramm',
        body: 'Nach der Vorlesung sieht die Lehrperson die Reaktionen je Folie und für die ganze Vorlesung im Zeitverlauf, zusammen mit den Fragen und Antworten, die dabei entstanden sind.',
      },
      {
        title: 'Keine personenbezogenen Daten von Studierenden',
        body: 'Studierende treten mit einem Vorlesungscode aus Ziffern bei und erhalten eine private Kennung und ein Passwort. Kein Name, keine E-Mail-Adresse, keine Telefonnummer.',
      },
    ],
    privacyLink: 'Unsere Datenschutzerklärung lesen',
  },

  privacy: {
    title: 'Datenschutzerklärung',
    lastUpdated: 'Stand: 9. September 2025',
    sections: [
      {
        heading: 'Wer wir sind',
        paragraphs: [
          'Open4Feedback ist eine Plattform für Feedback in Lehrveranstaltungen. Diese Erklärung beschreibt, welche Daten wir über Lehrende und Studierende speichern, warum wir das tun und was Sie von uns verlangen können.',
        ],
      },
      {
        heading: 'Lehrende',
        paragraphs: [
          'Zur Registrierung geben Lehrende Vor- und Nachnamen, eine E-Mail-Adresse ihrer Hochschule, den Namen der Hochschule und ein Passwort an. Wir prüfen die E-Mail-Adresse, damit Studierende darauf vertrauen können, dass ein Kurs von einer echten Lehrperson einer echten Hochschule geleitet wird.',
          'Aus demselben Grund sind die Daten der Lehrenden zur Überprüfung öffentlich: Name und Hochschule einer Lehrperson können den Studierenden ihrer Kurse angezeigt werden. Wir verkaufen diese Daten nicht und geben sie nicht für Werbung weiter.',
        ],
      },
      {
        heading: 'Studierende',
        paragraphs: [
          'Wir speichern keine personenbezogenen Daten von Studierenden. Studierende treten einer Vorlesung mit einem Vorlesungscode aus Ziffern bei und erhalten eine zufällig erzeugte private Kennung und ein Passwort. Wir fragen nie nach Namen, E-Mail-Adresse oder Telefonnummer.',
          'Innerhalb einer Vorlesung erscheinen Studierende nur unter einem Pseudonym, das aus einer Reihe von Masken gewählt wird. Lehrende und andere Studierende sehen nur das Pseudonym, und die Pseudonyme einer Person in verschiedenen Vorlesungen sind nicht miteinander verknüpft.',
          'Zu einem Konto von Studierenden speichern wir die private Kennung, das Passwort als Hash, die Kurse, in denen es eingeschrieben ist, sowie die Reaktionen, Fragen, Antworten und Diskussionsbeiträge, die unter seinen Pseudonymen veröffentlicht wurden.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'Wir verwenden keine Cookies. Die Webanwendung speichert Ihren Sitzungsschlüssel sowie den aktuellen Kurs und die aktuelle Vorlesung im lokalen Speicher Ihres Browsers, nur auf Ihrem Gerät; beim Abmelden wird der Sitzungsschlüssel entfernt.',
        ],
      },
      {
        heading: 'Wo Ihre Daten gespeichert werden',
        paragraphs: [
          'Die Daten liegen auf Cloud-Servern in den USA. Verbindungen zum Dienst sind verschlüsselt.',
        ],
      },
      {
        heading: 'Wie lange wir Daten speichern',
        paragraphs: [
          'Konten, die länger als ein Jahr nicht genutzt wurden, werden mitsamt den zugehörigen Daten gelöscht.',
        ],
      },
      {
        heading: 'Ihre Rechte',
        paragraphs: [
          `Sie können Auskunft über Ihre Daten, deren Berichtigung, Löschung oder die Einschränkung ihrer Verarbeitung verlangen, per E-Mail an ${SUPPORT_EMAIL}. Studierende geben dabei bitte ihre private Kennung an, denn nur sie weist ein Konto von Studierenden aus. Wir antworten innerhalb von 30 Tagen.`,
        ],
      },
      {
        heading: 'Änderungen dieser Erklärung',
        paragraphs: [
          'Wenn sich diese Erklärung ändert, aktualisieren wir das Datum oben auf dieser Seite. Wesentliche Änderungen kündigen wir zusätzlich auf der Seite „Über uns“ an.',
        ],
      },
    ],
  },

  terms: {
    title: 'Nutzungsbedingungen',
    lastUpdated: 'Stand: 9. September 2025',
    sections: [
      {
        heading: 'Nutzung von Open4Feedback',
        paragraphs: [
          'Mit Open4Feedback sammeln Lehrende anonymes Feedback und Fragen der Studierenden ihrer Vorlesungen. Wer ein Konto anlegt oder einer Vorlesung beitritt, akzeptiert diese Bedingungen.',
        ],
      },
      {
        heading: 'Konten',
        paragraphs: [
          'Lehrende registrieren sich mit einer gültigen E-Mail-Adresse ihrer Hochschule und halten ihr Passwort geheim. Studierende bewahren ihre private Kennung und ihr Passwort sicher auf: Gehen diese Zugangsdaten verloren, können wir das Konto nicht wiederherstellen, weil wir keine anderen Daten dazu haben.',
        ],
      },
      {
        heading: 'Zulässige Nutzung',
        paragraphs: [
          'Beiträge müssen sich auf den Kurs beziehen und andere respektieren. Veröffentlichen Sie keine personenbezogenen Daten, Beleidigungen, Belästigungen, Werbung oder rechtswidrige Inhalte, und versuchen Sie nicht, die Person hinter einem Pseudonym zu ermitteln.',
          'Die Gemeinschaft moderiert die Beiträge: Beiträge, die genügend Studierende melden, verschwinden aus den normalen Listen, und das Ansehen ihrer Verfasser sinkt. Wir können Inhalte oder Konten entfernen, die gegen diese Bedingungen verstoßen.',
        ],
      },
      {
        heading: 'Ihre Inhalte',
        paragraphs: [
          'Die Rechte an Ihren Beiträgen und hochgeladenen Dateien bleiben bei Ihnen. Sie erlauben uns, sie zu speichern und den Teilnehmenden des zugehörigen Kurses zu zeigen, solange der Kurs besteht.',
          'Lehrende sind dafür verantwortlich, die Rechte an den Präsentationen und Videos zu haben, die sie hochladen.',
        ],
      },
      {
        heading: 'Verfügbarkeit und Haftung',
        paragraphs: [
          'Wir bemühen uns, den Dienst verfügbar und fehlerfrei zu halten, stellen ihn aber ohne Gewähr bereit, dass er jederzeit verfügbar oder frei von Fehlern ist. Soweit gesetzlich zulässig, haften wir nicht für mittelbare Schäden aus seiner Nutzung.',
        ],
      },
      {
        heading: 'Kontakt',
        paragraphs: [`Fragen zu diesen Bedingungen: ${SUPPORT_EMAIL}.`],
      },
    ],
  },

  feedback: {
    title: 'Feedback',
    intro: 'Ihre Rückmeldung ist uns wichtig.',
    messageLabel: 'Ihre Nachricht',
    messagePlaceholder: 'Was funktioniert, was nicht, und was wünschen Sie sich?',
    send: 'Senden',
    thanks: 'Vielen Dank für Ihr Feedback.',
  },

  howItWorks: {
    title: 'So funktioniert’s',
    tabs: { student: 'Studierende', teacher: 'Lehrende', faq: 'Häufige Fragen' },
    tabsLabel: 'Themen von „So funktioniert’s“',
    student: [
      {
        heading: '1. Einer Live-Vorlesung beitreten',
        body: 'Deine Lehrperson zeigt im Hörsaal einen Vorlesungscode aus Ziffern. Öffne „Vorlesung beitreten“, gib den Code ein und tippe auf „Beitreten“. Beitreten kannst du nur einer laufenden Vorlesung, und immer nur einer zur selben Zeit: Trittst du einer anderen bei, wirst du aus der ersten abgemeldet.',
      },
      {
        heading: '2. Ein Pseudonym bekommen',
        body: 'Wähle eine der 12 Masken. Sie ist dein Pseudonym nur für diese Vorlesung; in der nächsten bekommst du ein neues, sodass dir niemand von Vorlesung zu Vorlesung folgen kann.',
      },
      {
        heading: '3. Auf den Einlass warten',
        body: 'Die Lehrperson lässt den Warteraum herein. Beim ersten Mal erhältst du eine private Kennung und ein Passwort: Lade sie herunter oder schreib sie auf, denn nur mit ihnen kommst du wieder in dein Konto. Wir fragen nie nach deinem Namen, deiner E-Mail-Adresse oder Telefonnummer.',
      },
      {
        heading: '4. Feedback geben, ohne zu tippen',
        body: 'Tippe im Tab „Feedback“ jederzeit auf „Ich bin raus“, „Unklar“, „Super!“, „Zu schwer“ oder „Zu einfach“. Es gilt immer nur eine Reaktion: Eine andere ersetzt sie, ein zweites Tippen nimmt sie zurück, und eine neue Folie setzt sie zurück. Die Lehrperson sieht nur die Summen.',
      },
      {
        heading: '5. Fragen, antworten, diskutieren',
        body: 'Stelle im Tab „Fragen & Antworten“ Fragen und beantworte die anderer unter deinem Pseudonym – während der Vorlesung, wenn die Lehrperson es erlaubt, und danach. Bewerte hilfreiche Beiträge und melde unangemessene.',
      },
      {
        heading: '6. Später wiederkommen',
        body: 'Melde dich mit deiner privaten Kennung und deinem Passwort an, um die Fragen, Antworten und Diskussionen deiner Kurse zu lesen und deine Benachrichtigungen zu verfolgen.',
      },
    ],
    teacher: [
      {
        heading: '1. Registrieren und einen Kurs anlegen',
        body: 'Registrieren Sie sich mit der E-Mail-Adresse Ihrer Hochschule (sie wird überprüft) und legen Sie dann einen Kurs und seine Vorlesungen an, jeweils mit Datum, Beginn und Ende.',
      },
      {
        heading: '2. Material hinzufügen',
        body: 'Laden Sie zu einer Vorlesung eine PDF-Präsentation hoch oder geben Sie einen Videolink an. Studierende reagieren auf die Folie, die Sie gerade zeigen; die Statistik gilt daher je Folie.',
      },
      {
        heading: '3. Die Vorlesung starten und den Code zeigen',
        body: 'Starten Sie in der Vorlesungssteuerung die Vorlesung und wählen Sie „Vorlesungscode anfordern“. Zeigen Sie den Code im Hörsaal; er läuft nach wenigen Minuten ab, und Sie können die Anzeige jederzeit beenden.',
      },
      {
        heading: '4. Den Warteraum einlassen',
        body: 'Wer den Code eingibt, wartet, bis Sie ihn einlassen. Neue Studierende, Studierende mit Konto und bereits im Kurs eingeschriebene Studierende werden getrennt gezählt, und Sie lassen jede Gruppe ein oder entfernen sie.',
      },
      {
        heading: '5. Die Stimmung im Saal lesen, während Sie lehren',
        body: 'Reaktionen erscheinen unter der Folie als Anzahlen und Prozente. Auf der Karte „Berechtigungen“ erlauben oder pausieren Sie Reaktionen, Fragen und Diskussionen, und Sie verlängern die Vorlesung um 10 Minuten, wenn sie länger dauert.',
      },
      {
        heading: '6. Danach auswerten',
        body: 'Die Statistik zeigt die Reaktionen je Folie und im Zeitverlauf; Fragen, Antworten und Diskussionen gehen nach der Vorlesung weiter. Einen Beitrag sehen Sie, sobald ihn genügend Studierende gesehen haben, und nie die Beiträge, die die Gemeinschaft auf die Strafbank geschickt hat.',
      },
    ],
    faq: [
      {
        question: 'Ist mein Feedback wirklich anonym?',
        answer:
          'Ja. Lehrende und andere Studierende sehen nur dein Pseudonym in der Vorlesung, nie deine private Kennung oder dein Konto. Reaktionen sieht die Lehrperson nur als Summen.',
      },
      {
        question: 'Welche personenbezogenen Daten gebe ich als Studierende*r an?',
        answer:
          'Keine. Du trittst mit einem Vorlesungscode bei und erhältst eine für dich erzeugte private Kennung und ein Passwort. Wir fragen nie nach Namen, E-Mail-Adresse oder Telefonnummer.',
      },
      {
        question: 'Was ist die private Kennung?',
        answer:
          'Dein Anmeldename, zufällig erzeugt, wenn du das erste Mal zu einer Vorlesung eingelassen wirst. Zusammen mit dem Passwort ist sie der einzige Schlüssel zu deinem Konto: Bewahre beides sicher auf, denn ohne personenbezogene Daten können wir ein verlorenes Konto nicht wiederherstellen.',
      },
      {
        question: 'Warum bekomme ich in jeder Vorlesung ein anderes Pseudonym?',
        answer:
          'Ein Pseudonym gehört zu genau einer Vorlesung. Weil jedes Mal eine neue Maske gewählt wird, lassen sich Beiträge aus verschiedenen Vorlesungen nicht derselben Person zuordnen – auch nicht von der Lehrperson.',
      },
      {
        question: 'Wer steht für anonyme Beiträge ein?',
        answer:
          'Jeder Beitrag gehört zu einem Pseudonym und zu einem Konto, und jedes Konto hat ein Ansehen. Beiträge, die die Gemeinschaft meldet, kosten ihre Verfasser Ansehen, und Konten, die den Dienst missbrauchen, können entfernt werden.',
      },
      {
        question: 'Wie wird moderiert?',
        answer:
          'Von den Studierenden selbst. Alle können eine Frage, eine Antwort oder eine Diskussion melden. Ein Beitrag mit genügend Meldungen kommt auf die Strafbank: Er verschwindet aus den normalen Listen, und die Lehrperson sieht ihn nicht. Hältst du eine Meldung für ungerecht, tippe auf „Einspruch“.',
      },
      {
        question: 'Wann sieht die Lehrperson meine Frage?',
        answer:
          'Ein Beitrag wird für die Lehrperson erst sichtbar, wenn ihn genügend Studierende gesehen haben – so kann der Kurs einen unangemessenen Beitrag vorher melden.',
      },
      {
        question: 'Gibt es ein Protokoll der Vorlesung?',
        answer:
          'Fragen, Antworten und Diskussionen bleiben bei der Vorlesung und können nach ihrem Ende gelesen und fortgeführt werden. Reaktionen werden als Statistik je Folie und im Zeitverlauf gespeichert, nicht als Aufzeichnung, wer was gedrückt hat.',
      },
      {
        question: 'Kann ich die Fragen einer verpassten Vorlesung lesen?',
        answer:
          'Ja, in den Kursen, in denen du eingeschrieben bist. Ohne Pseudonym in dieser Vorlesung kannst du die Beiträge nur lesen: „Nur lesen. Du hast an dieser Vorlesung nicht teilgenommen.“',
      },
      {
        question: 'Kann ich zwei Vorlesungen gleichzeitig besuchen?',
        answer:
          'Nein. Du nimmst immer nur an einer Live-Vorlesung teil; trittst du einer neuen bei, wirst du aus der aktuellen abgemeldet.',
      },
      {
        question: 'Warum kann ich während der Vorlesung nichts schreiben?',
        answer:
          'Die Lehrperson entscheidet, ob Fragen und Diskussionen während der Vorlesung erlaubt sind. Wenn nicht, zeigt das Eingabefeld, dass Beiträge gerade nicht erlaubt sind; reagieren kannst du trotzdem.',
      },
      {
        question: 'Wer nimmt an einer Diskussion teil?',
        answer:
          'Eine Diskussion ist ein privater Austausch zwischen zwei Personen: der Person, die eine Antwort geschrieben hat, und der Person, die dazu die Diskussion begonnen hat.',
      },
      {
        question: 'Was passiert mit nicht genutzten Konten?',
        answer:
          'Konten, die länger als ein Jahr nicht genutzt wurden, werden mit ihren Daten gelöscht. Deine weiteren Rechte stehen in der Datenschutzerklärung.',
      },
    ],
  },

  auth: {
    teacherLoginTitle: 'Anmeldung für Lehrende',
    studentLoginTitle: 'Anmeldung für Studierende',
    privateId: 'Private Kennung',
    password: 'Passwort',
    login: 'Anmelden',
    register: 'Registrieren',
    teacherLoginInvalidId: 'Die Kennung ist ungültig.',
    teacherLoginInvalidPassword: 'Das Passwort ist ungültig.',
    teacherLoginHint: 'Geben Sie Ihren Benutzernamen oder Ihre Hochschul-E-Mail-Adresse ein.',
    studentPrivateIdRequired: 'Bitte gib deine private Kennung ein.',
    studentPasswordRequired: 'Bitte gib dein Passwort ein.',
    studentLoginIntro:
      'Melde dich mit der privaten Kennung und dem Passwort an, die du beim ersten Beitritt zu einer Vorlesung erhalten hast.',
    newStudentHint:
      'Zum ersten Mal hier? Tritt einer Vorlesung mit ihrem Vorlesungscode bei, um deine private Kennung zu erhalten.',
    newStudentLink: 'Ich habe einen Vorlesungscode',
    registerTitle: 'Registrierung für Lehrende',
    registerIntro:
      'Erforderlich ist eine gültige E-Mail-Adresse Ihrer Hochschule; sie wird überprüft.',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail-Adresse der Hochschule',
    university: 'Name der Hochschule',
    username: 'Benutzername',
    confirmPassword: 'Passwort bestätigen',
    passwordHint:
      'Mindestens 8 Zeichen, darunter ein Kleinbuchstabe, ein Großbuchstabe und eine Ziffer.',
    haveAccount: 'Bereits registriert? Anmelden',
    registration: {
      firstNameRequired: 'Bitte geben Sie Ihren Vornamen ein.',
      lastNameRequired: 'Bitte geben Sie Ihren Nachnamen ein.',
      emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
      emailInvalid: 'Die E-Mail-Adresse ist ungültig.',
      universityRequired: 'Bitte geben Sie Ihre Hochschule an.',
      passwordRequired: 'Bitte geben Sie ein Passwort ein.',
      passwordsDiffer: 'Die Passwörter stimmen nicht überein.',
      confirmRequired: 'Bitte bestätigen Sie das Passwort.',
      weakPassword: 'Das Passwort ist zu schwach. Bitte beachten Sie die Anforderungen oben.',
    },
  },

  join: {
    title: 'Vorlesung beitreten',
    chooseTitle: 'Willkommen!',
    chooseIntro: 'Hast du Open4Feedback schon einmal benutzt?',
    oldStudent: 'Ich habe eine private Kennung',
    oldStudentHint: 'Melde dich zuerst an und tritt dann der Vorlesung bei.',
    newStudent: 'Ich bin neu hier',
    newStudentHint: 'Gib den Vorlesungscode ein, den deine Lehrperson zeigt.',
    codePlaceholder: 'Vorlesungscode eingeben',
    join: 'Beitreten',
    codeMustBeNumber: 'Der Vorlesungscode besteht nur aus Ziffern.',
    codeRequired: 'Bitte gib den Vorlesungscode ein.',
    afterLoginNote:
      'Beitreten kannst du nur einer laufenden Vorlesung. Trittst du einer neuen Vorlesung bei, wirst du aus der aktuellen abgemeldet.',
    noClass: 'Zu diesem Vorlesungscode läuft gerade keine Vorlesung.',
    codeExpired: 'Dieser Vorlesungscode ist abgelaufen. Bitte deine Lehrperson um einen neuen.',
    checkingCode: 'Vorlesungscode wird geprüft …',
    haveAccount: 'Ich habe eine private Kennung: anmelden',
    pickCard: {
      title: 'Wähle eine Maske',
      intro: 'Wähle eine Maske als dein Pseudonym',
      masksLabel: 'Masken',
      missingCode: 'Gib zuerst den Vorlesungscode ein.',
    },
    waitingRoom: {
      title: 'Warteraum',
      pleaseWait: 'Bitte warte, die Lehrperson lässt dich gleich herein.',
      connecting: 'Verbindung zum Warteraum wird hergestellt …',
      waiting: 'Du bist im Warteraum.',
      granted: 'Zugang gewährt. Du trittst der Vorlesung bei …',
      accessDenied: 'Zugang verweigert',
      invalidClassId: 'Ungültiger Vorlesungscode',
      invalidLectureDetails: 'Ungültige Angaben zur Vorlesung',
      alreadyAttending: 'Du nimmst bereits an dieser Vorlesung teil',
      tooManyJoining:
        'Gerade treten sehr viele aus deinem Netzwerk bei. Bitte warte einen Moment und versuche es erneut.',
      waitingRoomFull:
        'Der Warteraum ist gerade voll. Bitte warte einen Moment und versuche es erneut.',
      lectureFullForNewAccounts:
        'Diese Vorlesung kann keine weiteren Studierenden ohne Konto aufnehmen. Bitte melde dich an und versuche es erneut.',
      disconnected: 'Verbindung zum Warteraum getrennt',
      redirecting: (seconds: number) =>
        `Weiterleitung in ${seconds} ${seconds === 1 ? 'Sekunde' : 'Sekunden'} …`,
      return: 'Zurück',
      confirmLeave: 'Möchtest du den Warteraum verlassen?',
      missingDetails: 'Gib zuerst den Vorlesungscode ein und wähle eine Maske.',
    },
    credentials: {
      title: 'Dein Konto',
      success: 'Du wurdest zur Vorlesung zugelassen. Dein Konto wurde angelegt.',
      keepSafe:
        'Speichere deine private Kennung und dein Passwort: Nur damit kommst du wieder in dein Konto, und wir können sie nicht wiederherstellen.',
      privateId: 'Private Kennung',
      password: 'Passwort',
      download: 'Herunterladen',
      downloaded: 'Gespeichert als o4f-credentials.png',
      downloadFirst: 'Lade deine Zugangsdaten herunter, um fortzufahren.',
      joinClass: 'Zur Vorlesung',
      mobileIntro:
        'Schreib deine private Kennung und dein Passwort auf oder mach ein Bildschirmfoto. Du brauchst sie, um dich wieder anzumelden.',
      confirmSaved: 'Ich habe meine private Kennung und mein Passwort notiert oder gespeichert.',
      continue: 'Weiter',
      missing: 'Dir fehlen gültige Zugangsdaten, um fortzufahren!',
      enterCode: 'Vorlesungscode eingeben',
      imageTitle: 'Open4Feedback',
      imageSubtitle: 'Deine Zugangsdaten',
      imageFooter: 'Behalte dieses Bild für dich.',
    },
  },

  live: {
    reactions: {
      1: 'Ich bin raus',
      2: 'Unklar',
      3: 'Super!',
      4: 'Zu schwer',
      5: 'Zu einfach',
    },
    reactionsLabel: 'Reaktionen',
    feedbackOnSlide: (slide: number) => `Dein Feedback zu Folie ${slide}`,
    waitForTeacher: 'Bitte warte, bis die Lehrperson die Vorlesung startet',
    notLive: 'Diese Vorlesung läuft nicht. Feedback ist geschlossen.',
    reactionCount: (count: number, percent: number) => `${count} (${percent} %)`,
    total: (count: number) => `Gesamt: ${count}`,
    lectureTotal: (count: number) => `Vorlesung gesamt: ${count}`,
    barLabel: 'Live-Reaktionen auf dieser Folie',
    announce: {
      totalsLabel: 'Übersicht der Reaktionen',
      totals: (total: number, parts: readonly string[]) =>
        total === 0
          ? 'Noch keine Reaktionen auf dieser Folie.'
          : `${plural(total, 'Reaktion', 'Reaktionen')} auf dieser Folie: ${parts.join(', ')}.`,
      part: (name: string, count: number) => `${name} ${count}`,
      ownLabel: 'Deine Reaktion',
      yourReaction: (name: string) => `Deine Reaktion: ${name}`,
      noReaction: 'Deine Reaktion ist zurückgenommen.',
      slideChanged: (slide: number) =>
        `Jetzt auf Folie ${slide}. Deine Reaktion galt der vorigen Folie.`,
    },
    pdf: {
      loading: 'Präsentation wird geladen …',
      failed:
        'Die PDF-Präsentation wurde nicht richtig hochgeladen. Bitte laden Sie sie erneut hoch.',
      previous: 'Vorige Folie',
      next: 'Nächste Folie',
      pageOf: (page: number, pages: number) => `Folie ${page} von ${pages}`,
      slide: (page: number) => `Folie ${page}`,
      thumbnails: 'Folien',
    },
  },

  liveLecture: {
    loading: 'Vorlesung wird geladen …',
    notFound: 'Keine Vorlesung gefunden',
    backToLectures: 'Zurück zu „Meine Vorlesungen“',
    number: (lectureNum: number) => `Vorlesung ${lectureNum}`,
    tabsLabel: 'Bereiche der Vorlesung',
    feedbackTab: 'Feedback',
    qaTab: 'Fragen & Antworten',
    sortLabel: 'Sortieren nach',
    sort: SORT_LABELS,
    paused: 'Feedback wird nicht angenommen. Die Lehrperson hat die Vorlesung pausiert.',
    reactionsPaused: 'Die Lehrperson hat die Reaktionen pausiert.',
    overload: 'Zu viele Reaktionen. Bitte warte einen Moment.',
    lectureEnded: 'Die Vorlesung ist beendet.',
    connecting: 'Verbindung zur Vorlesung wird hergestellt …',
    notAttending:
      'Du nimmst an dieser Vorlesung nicht teil. Tritt ihr mit ihrem Vorlesungscode bei, um Feedback zu geben.',
    joinLecture: 'Vorlesung beitreten',
  },

  connection: {
    reconnecting: 'Verbindung wird wiederhergestellt …',
    offline: 'Du bist offline.',
    reconnectingReactions:
      'Verbindung wird wiederhergestellt … Sobald sie steht, kannst du wieder reagieren.',
    offlineReactions:
      'Du bist offline. Reaktionen können erst gesendet werden, wenn du wieder online bist.',
    notSentOffline: 'Du bist offline: Deine Reaktion wurde nicht gesendet.',
  },

  qa: {
    placeholder: 'Frage oder Antwort schreiben',
    questionsNotAllowed: 'Fragen sind gerade nicht erlaubt',
    answersNotAllowed: 'Antworten sind gerade nicht erlaubt',
    discussionsNotAllowed: 'Diskussionen sind gerade nicht erlaubt',
    readOnly: 'Fragen sind nicht möglich, nur Lesen',
    viewOnly: 'Nur lesen. Du hast an dieser Vorlesung nicht teilgenommen.',
    ownPost: 'Mit dem eigenen Beitrag ist das nicht möglich!',
    authorRemoved: 'Die verfassende Person wurde aus der Vorlesung entfernt.',
    minChars: 'Mind. 5 Zeichen',
    liveCounter: (chars: number, maxChars: number, words: number, maxWords: number) =>
      `${chars} / ${maxChars} Zeichen ${words} / ${maxWords} Wörter`,
    listCounter: (chars: number, maxChars: number, words: number, maxWords: number) =>
      `${chars} / ${maxChars} Zeichen | ${words} / ${maxWords} Wörter`,
    postUnderPseudonym: 'Unter Pseudonym veröffentlichen',
    post: 'Veröffentlichen',
    fieldLabel: { question: 'Deine Frage', answer: 'Deine Antwort', discussion: 'Deine Nachricht' },
    teacher: 'Lehrperson',
    teacherPost: 'Beitrag der Lehrperson',
    edited: '[Bearbeitet]',
    historyTitle: 'Bearbeitungsverlauf',
    historyCurrent: 'Aktuell',
    historyEmpty: 'Keine früheren Fassungen.',
    edit: 'Bearbeiten',
    editTitle: {
      question: 'Frage bearbeiten',
      answer: 'Antwort bearbeiten',
      discussion: 'Nachricht bearbeiten',
    },
    save: 'Speichern',
    cancel: 'Abbrechen',
    close: 'Schließen',
    voteUp: 'Positiv bewerten',
    voteDown: 'Negativ bewerten',
    flag: 'Melden',
    riseUp: 'Einspruch',
    answerCount: (count: number) => `Antworten (${count})`,
    discussionCount: (count: number) => `Diskussionen (${count})`,
    postActions: 'Aktionen zum Beitrag',
    answered: 'Beantwortet',
    markAnswered: 'Als beantwortet markieren',
    unmarkAnswered: 'Als unbeantwortet markieren',
    highlighted: 'Hervorgehoben',
    highlight: 'Auf dem Bildschirm hervorheben',
    clearHighlight: 'Hervorhebung aufheben',
    teacherTools: 'Werkzeuge der Lehrperson',
    highlightedQuestion: 'Hervorgehobene Frage',
    flaggedQuestions: 'Gemeldete Fragen',
    noQuestions: 'Zurzeit gibt es keine Fragen.',
    noAnswers: 'Zurzeit gibt es keine Antworten.',
    staleBanner: 'Dies ist nicht der neueste Stand der Seite.',
    refresh: 'Aktualisieren',
    newQuestionsArrived: (count: number) => (count === 1 ? '1 neue Frage' : `${count} neue Fragen`),
    sortBy: 'Sortieren nach',
    sort: SORT_LABELS,
    questionsLabel: 'Fragen',
    region: 'Fragen und Antworten',
    questionsTitle: 'Fragen',
    answersHeading: 'Antworten:',
    questionPageHeading: (lecture: string) => `Frage in ${lecture}`,
    back: 'Zurück',
    loading: 'Wird geladen …',
    questionNotFound: 'Frage nicht gefunden.',
    lectureNotFound: 'Keine Vorlesung gefunden',
    showAll: (count: number) => `Alle anzeigen (${count})`,
    showLess: 'Weniger anzeigen',
    discussions: 'Diskussionen',
    discussionTitle: 'Diskussion',
    discussionBetween: (poster: string, starter: string) => `${poster} und ${starter}`,
    discussionWith: 'Diskussion mit ',
    messageCount: (count: number) => (count === 1 ? '1 Nachricht' : `${count} Nachrichten`),
    startDiscussion: 'Diskussion beginnen',
    noMessages: 'Noch keine Nachrichten.',
    messages: 'Nachrichten',
  },

  signals: {
    removed: 'Du wurdest aus der Vorlesung entfernt.',
    accountDeleted: 'Dein Konto wurde gelöscht.',
    live: 'Live',
    liveTitle: (name: string) => `Zurück zur laufenden Vorlesung: ${name}`,
    whoAmI: 'Wer bin ich?',
  },

  settings: {
    title: 'Meine Einstellungen',
    changePassword: 'Passwort ändern',
    currentPassword: 'Aktuelles Passwort',
    newPassword: 'Neues Passwort',
    confirmPassword: 'Neues Passwort bestätigen',
    passwordHint:
      'Mindestens 8 Zeichen, darunter ein Kleinbuchstabe, ein Großbuchstabe und eine Ziffer.',
    submit: 'Passwort ändern',
    currentPasswordRequired: 'Bitte geben Sie Ihr aktuelles Passwort ein.',
    newPasswordRequired: 'Bitte geben Sie ein neues Passwort ein.',
    weakPassword: 'Das Passwort ist zu schwach. Bitte beachten Sie die Anforderungen oben.',
    confirmRequired: 'Bitte bestätigen Sie das Passwort.',
    passwordsDiffer: 'Die Passwörter stimmen nicht überein.',
  },

  qaLists: {
    titles: { questions: 'Fragen', answers: 'Antworten', discussions: 'Diskussionen' },
    tabsLabel: (title: string) => `Bereiche: ${title}`,
    tabs: { my: 'Meine', all: 'Alle', doghouse: 'Strafbank' },
    course: 'Kurs',
    lecture: 'Vorlesung',
    all: 'Alle',
    none: 'Keine',
    selectedCount: (count: number) => `${count} ausgewählt`,
    sortLabel: 'Sortieren nach',
    sort: {
      time: 'Zeit',
      votes: 'Bewertungen',
      answers: 'Anzahl der Antworten',
      flag: 'Meldungen',
      lectureNum: 'Vorlesungsnummer',
      discussions: 'Anzahl der Diskussionen',
    },
    showQuestions: 'Fragen anzeigen',
    hideQuestions: 'Fragen ausblenden',
    showFilters: 'Filter anzeigen',
    hideFilters: 'Filter ausblenden',
    filtersLabel: 'Filter',
    listLabel: (title: string) => `Liste: ${title}`,
    noCourse: 'Wählen Sie einen Kurs, um seine Beiträge zu sehen.',
    noLecture: 'Wählen Sie eine Vorlesung, um ihre Beiträge zu sehen.',
    empty: {
      questions: 'Zurzeit gibt es keine Fragen.',
      answers: 'Zurzeit gibt es keine Antworten.',
      discussions: 'Zurzeit gibt es keine Diskussionen.',
    },
    lectureLine: lectureTitle,
    lectureOption: (lectureNum: number, name: string) => `${lectureNum}. ${name}`,
    lectureOptionInCourse: (course: string, lectureNum: number, name: string) =>
      `${course} ${lectureNum}. ${name}`,
    question: 'Frage',
    teacher: 'Lehrperson',
    inDoghouse: 'Strafbank',
    upVotes: (count: number) => `${count} positiv`,
    downVotes: (count: number) => `${count} negativ`,
    answerCount: (count: number) => (count === 1 ? '1 Antwort' : `${count} Antworten`),
    discussionCount: (count: number) => (count === 1 ? '1 Diskussion' : `${count} Diskussionen`),
    messageCount: (count: number) => (count === 1 ? '1 Nachricht' : `${count} Nachrichten`),
    between: (starter: string, poster: string) => `${starter} und ${poster}`,
  },

  errors: {
    network: 'Netzwerkfehler',
    noStatus: 'Netzwerkfehler, keine Antwort erhalten',
    emptyBody: 'Fehler zwischen Browser und Server',
    unauthorized: 'Die Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    forbidden: 'Dazu fehlt die Berechtigung.',
    requestFailed: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    pageCrashed: 'Auf dieser Seite ist etwas schiefgelaufen.',
    reload: 'Neu laden',
  },

  statistics: {
    title: 'Statistik',
    listLabel: 'Vorlesungen',
    listEmpty: 'In diesem Kurs gibt es noch keine Vorlesungen.',
    lecturesLoadFailed: 'Die Vorlesungen konnten nicht geladen werden.',
    lectureNumber: (lectureNum: number) => `Vorlesung ${lectureNum}`,
    lectureTitle,
    openLecturePrefix: 'Statistik von ',
    showStatistics: 'Statistik anzeigen',
    hideStatistics: 'Statistik ausblenden',
    loading: 'Statistik wird geladen …',
    loadFailed: 'Die Statistik konnte nicht geladen werden.',
    lectureNotFound: 'Keine Vorlesung gefunden',
    backToList: 'Zurück zur Statistik',
    missing: '—',
    info: {
      title: 'Vorlesung',
      caption: 'Über diese Vorlesung',
      name: 'Name',
      date: 'Datum',
      time: 'Zeit',
      state: 'Stand',
      timeRange: (start: string, end: string) => `${start}–${end}`,
      states: { CREATED: 'Nicht begonnen', STARTED: 'Läuft', ENDED: 'Beendet' },
      fields: {
        pseudonymCreated: 'Vergebene Pseudonyme',
        newUsers: 'Neue Konten',
        questions: 'Fragen',
        questionsLikedStudents: 'Von Studierenden positiv bewertete Fragen',
        questionsLikedTeacher: 'Von der Lehrperson positiv bewertete Fragen',
        studentsNeverPostQ: 'Studierende ohne eigene Frage',
        answers: 'Antworten',
        answerLikedStudents: 'Von Studierenden positiv bewertete Antworten',
        answerLikedTeacher: 'Von der Lehrperson positiv bewertete Antworten',
        studentsNeverPostA: 'Studierende ohne eigene Antwort',
        discussions: 'Diskussionen',
      },
    },
    whole: 'Statistik der Vorlesung',
    perSlide: 'Statistik der Vorlesung je Folie',
    noPresentation: 'Statistik der Vorlesung (ohne Präsentation)',
    empty: 'Für diese Vorlesung wurden keine Daten erfasst.',
    video: 'Statistik zum Video',
    noVideo: 'Für diese Vorlesung wurden keine Daten zum Video erfasst.',
    slide: (slide: number) => `Folie ${slide}`,
    slideName: (slide: number) =>
      slide === -1
        ? 'Ohne Präsentation'
        : slide === -2
          ? 'Video'
          : slide === -3
            ? 'Alle Folien'
            : `Folie ${slide}`,
    openTimeline: 'Zeitverlauf öffnen',
    openTimelineOf: (name: string) => `Zeitverlauf von ${name} öffnen`,
    reactionTotal: (count: number) => (count === 1 ? '1 Reaktion' : `${count} Reaktionen`),
    posts: (questions: number, answers: number, discussions: number) =>
      `Fragen: ${questions} · Antworten: ${answers} · Diskussionen: ${discussions}`,
    notVisible: {
      count: (shown: number, hidden: number) =>
        hidden === 0 ? String(shown) : `${shown} (${hidden} weitere für Sie noch nicht sichtbar)`,
      posts: (hidden: { questions: number; answers: number; discussions: number }) => {
        const parts = [
          [hidden.questions, 'Frage', 'Fragen'],
          [hidden.answers, 'Antwort', 'Antworten'],
          [hidden.discussions, 'Diskussion', 'Diskussionen'],
        ] as const;
        return `Für Sie noch nicht sichtbar: ${parts
          .filter(([count]) => count > 0)
          .map(([count, one, many]) => plural(count, one, many))
          .join(', ')}`;
      },
      why: 'Ein Beitrag von Studierenden erreicht Sie, sobald ihn genügend andere Studierende gesehen haben; Beiträge auf der Strafbank erreichen Sie nie.',
    },
    reactionsOf: (name: string) => `Reaktionen: ${name}`,
    slidePaging: 'Folienseiten',
    previousPage: 'Vorige Folien',
    nextPage: 'Nächste Folien',
    pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`,
    lost: {
      title: 'Wo der Kurs nicht mehr folgen konnte',
      intro: (min: number) =>
        `Folien nach ihrem Anteil an „Ich bin raus“ und „Unklar“ (Folien mit mindestens ${min} Reaktionen).`,
      none: (min: number) =>
        `Keine Folie hatte ${min} oder mehr Reaktionen, darunter „Ich bin raus“ oder „Unklar“.`,
      share: (share: number, confused: number, total: number) =>
        `${share} % raus oder unklar (${confused} von ${total} Reaktionen)`,
      questions: (count: number) =>
        count === 1
          ? '1 Frage zu dieser Folie gestellt'
          : `${count} Fragen zu dieser Folie gestellt`,
      noQuestions: 'Zu dieser Folie wurden keine Fragen gestellt.',
      notVisibleYet: (count: number) =>
        count === 1
          ? 'Zu dieser Folie wurde eine Frage gestellt; sie ist für Sie noch nicht sichtbar.'
          : `Zu dieser Folie wurden ${count} Fragen gestellt; sie sind für Sie noch nicht sichtbar.`,
      votes: (up: number, down: number) => `${up} positiv, ${down} negativ`,
      showAll: (count: number) => `Alle anzeigen (${count})`,
      showLess: 'Weniger anzeigen',
    },
    csv: {
      group: 'Export',
      statistics: 'Statistik herunterladen (CSV)',
      questions: 'Fragen & Antworten herunterladen (CSV)',
      timeline: 'Zeitverlauf herunterladen (CSV)',
      statisticsFile: (lectureNum: number) => `lecture-${lectureNum}-statistics.csv`,
      questionsFile: (lectureNum: number) => `lecture-${lectureNum}-questions.csv`,
      timelineFile: (lectureNum: number, slide: string, resolution: number) =>
        `lecture-${lectureNum}-${slide}-timeline-${resolution}.csv`,
    },
    timeline: {
      title: (name: string) => `Zeitverlauf: ${name}`,
      resolution: 'Auflösung',
      segments: (count: number) => `${count} Abschnitte`,
      previousSlide: 'Vorige Folie',
      nextSlide: 'Nächste Folie',
      slideNav: 'Folien mit Reaktionen',
      shownFor: (clock: string) => `Gezeigt für ${clock}`,
      chartLabel: (name: string, resolution: number) =>
        `Diagramm der Reaktionen auf ${name} im Zeitverlauf, in ${resolution} Abschnitten. Die Tabelle darunter enthält dieselben Zahlen.`,
      showTable: 'Als Tabelle anzeigen',
      hideTable: 'Tabelle ausblenden',
      tableCaption: (name: string, resolution: number) =>
        `Reaktionen auf ${name} im Zeitverlauf, in ${resolution} Abschnitten`,
      segment: 'Abschnitt',
      from: 'Von',
      to: 'Bis',
      total: 'Gesamt',
      empty: 'Auf dieser Folie wurden keine Reaktionen erfasst.',
      suppressed: (min: number) =>
        `Weniger als ${min} Studierende haben auf dieser Folie reagiert, daher werden ihre Reaktionen nicht einzeln gezeigt. Die Summen der Folie stehen in der Statistik der Vorlesung.`,
      noLecture: 'Wählen Sie zuerst in der Statistik eine Vorlesung.',
      chartLoading: 'Diagramm wird geladen …',
      video: 'Video der Vorlesung',
      videoTitle: (name: string) => `Video von ${name}`,
      loadFailed: 'Der Zeitverlauf konnte nicht geladen werden.',
      backToLecture: 'Zurück zur Statistik der Vorlesung',
    },
    admin: {
      title: 'Statistik-Verwaltung',
      listLabel: 'Vorlesungen aller Lehrenden',
      empty: 'Es gibt noch keine Vorlesungen.',
      loadFailed: 'Die Verwaltungsstatistik konnte nicht geladen werden.',
      lecture: lectureTitle,
      course: 'Kurs',
      courseName: 'Name',
      shortName: 'Kurzname',
      creator: 'Angelegt von',
      username: 'Benutzername',
      firstName: 'Vorname',
      email: 'E-Mail',
      university: 'Hochschule',
      created: 'Angelegt',
      counts: 'Anzahlen',
      fields: {
        pseudonymCreated: 'Pseudonyme',
        newUsers: 'Neue Konten',
        questions: 'Fragen',
        answers: 'Antworten',
        discussions: 'Diskussionen',
      },
    },
  },

  video: {
    loading: 'Vorlesung wird geladen …',
    notFound: 'Keine Vorlesung gefunden',
    backToLectures: 'Zurück zu „Meine Vorlesungen“',
    number: (lectureNum: number) => `Vorlesung ${lectureNum}`,
    noVideo: 'Zu dieser Vorlesung gibt es kein Video.',
    playerTitle: (name: string) => `Video von ${name}`,
    playerLoading: 'Videoplayer wird geladen …',
    playerFailed:
      'Der Videoplayer konnte nicht geladen werden: Vielleicht bist du offline, oder der Videodienst ist in diesem Netz gesperrt. Reagieren kannst du trotzdem; deine Reaktionen zählen ab dem Öffnen dieser Seite.',
    intro:
      'Reagiere, während du zusiehst. Eine Reaktion bleibt 60 Sekunden aktiv; tippe sie erneut an, um sie zurückzunehmen.',
    active: (name: string, seconds: number) => `Deine Reaktion: ${name} (noch ${seconds} s)`,
    noActive: 'Keine Reaktion aktiv.',
  },

  courses: {
    headingTeacher: 'Meine Kurse',
    headingStudent: 'Kurse',
    empty: 'Zurzeit gibt es keine Kurse.',
    add: 'Neuen Kurs anlegen',
    listLabel: 'Kurse',
    startsOn: (date: string) => `Beginn: ${date}`,
    openCourse: (name: string) => `Kurs ${name} öffnen`,
    courseMenu: (name: string) => `Aktionen für den Kurs ${name}`,
    edit: 'Bearbeiten',
    loadFailed: 'Die Kurse konnten nicht geladen werden.',
    form: {
      createTitle: 'Neuen Kurs anlegen',
      editTitle: 'Kurs bearbeiten',
      titleLabel: 'KURSTITEL',
      shortNameLabel: 'KURZNAME (OPTIONAL)',
      shortNameHint: 'Leer lassen, um den Anfang des Titels zu verwenden.',
      startDateLabel: 'KURSBEGINN',
      save: 'Speichern',
      update: 'Aktualisieren',
      delete: 'Kurs löschen',
      confirmDelete: 'Möchten Sie diesen Kurs wirklich löschen?',
      deleted: 'Kurs gelöscht',
      loadFailed: 'Der Kurs konnte nicht geladen werden.',
      backToCourses: 'Zurück zu „Meine Kurse“',
      errors: {
        titleInvalid: 'Der Titel ist ungültig.',
        shortNameInvalid: 'Der Kurzname ist ungültig.',
        startDateInvalid: 'Das Startdatum ist ungültig.',
      },
    },
    studentAdd: {
      title: 'Einen Kurs hinzufügen',
      body: 'Ein Kurs erscheint unter „Meine Kurse“, sobald du einer seiner Vorlesungen beitrittst. Gib während der Vorlesung den Vorlesungscode ein, den deine Lehrperson zeigt; sobald sie dich einlässt, bist du im Kurs eingeschrieben.',
      join: 'Einer Vorlesung beitreten',
      back: 'Zurück zu „Meine Kurse“',
      addCourse: 'Einen Kurs hinzufügen',
    },
  },

  lectures: {
    heading: 'Meine Vorlesungen',
    emptyTeacher: 'Zurzeit gibt es keine Vorlesungen. Bitte legen Sie eine neue Vorlesung an.',
    emptyStudent: 'Zurzeit gibt es keine Vorlesungen.',
    add: 'Neue Vorlesung anlegen',
    listLabel: 'Vorlesungen',
    noCourse: 'Wählen Sie einen Kurs, um seine Vorlesungen zu sehen.',
    goToCourses: 'Zu „Meine Kurse“',
    loadFailed: 'Die Vorlesungen konnten nicht geladen werden.',
    timing: { live: 'Live', future: 'Geplant', past: 'Vergangen' },
    number: (lectureNum: number) => `Vorlesung ${lectureNum}`,
    openPrefix: 'Öffnen: ',
    actions: (lectureNum: number) => `Aktionen für Vorlesung ${lectureNum}`,
    video: 'Video',
    videoOf: (lectureNum: number) => `Video von Vorlesung ${lectureNum}`,
    menu: {
      statistics: 'Statistik',
      myQuestions: 'Meine Fragen',
      myAnswers: 'Meine Antworten',
      edit: 'Bearbeiten',
    },
    form: {
      createTitle: 'Neue Vorlesung anlegen',
      editTitle: 'Vorlesung bearbeiten',
      name: 'Name der Vorlesung',
      date: 'Datum',
      startTime: 'Beginn',
      endTime: 'Ende',
      endsNextDay: 'Endet am nächsten Tag.',
      permissions: 'Während der Vorlesung',
      allowQuestions: 'Fragen & Antworten erlauben',
      allowDiscussions: 'Diskussionen während der Vorlesung erlauben',
      videoLecture: 'Video-Vorlesung',
      videoLectureHint: 'Statt einer PDF-Präsentation einen Videolink angeben.',
      videoLink: 'Videolink',
      videoLinkHint: 'Ein YouTube-Link, zum Beispiel https://youtu.be/...',
      previewVideo: 'Video ansehen',
      previewTitle: 'Videovorschau',
      presentation: 'Präsentation (PDF)',
      choosePdf: 'PDF auswählen',
      replacePdf: 'PDF ersetzen',
      removeFile: 'Ausgewählte Datei entfernen',
      noFile: 'Keine Datei ausgewählt.',
      hasPresentation: 'Eine Präsentation ist hochgeladen. Wählen Sie ein PDF, um sie zu ersetzen.',
      uploaded: 'Präsentation hochgeladen.',
      save: 'Speichern',
      update: 'Aktualisieren',
      delete: 'Löschen',
      confirmDelete: 'Möchten Sie diese Vorlesung wirklich löschen?',
      deleted: 'Vorlesung gelöscht',
      notFound: 'Keine Vorlesung gefunden',
      backToLectures: 'Zurück zu „Meine Vorlesungen“',
      errors: {
        nameRequired: 'Bitte geben Sie einen Namen ein.',
        dateRequired: 'Bitte geben Sie ein Datum ein.',
        startTimeRequired: 'Bitte geben Sie den Beginn ein.',
        endTimeRequired: 'Bitte geben Sie das Ende ein.',
        endBeforeStart: 'Das Ende muss nach dem Beginn liegen.',
      },
    },
    videoLinkTooLong: 'Der Videolink ist zu lang.',
    presentationPdfOnly: 'Präsentationen müssen PDF-Dateien sein.',
  },

  classStatus: {
    title: 'Vorlesungssteuerung',
    noLiveLecture: 'Zurzeit läuft keine Vorlesung. Bitte legen Sie eine neue Vorlesung an.',
    addLecture: 'Neue Vorlesung anlegen',
    liveLecture: 'Laufende Vorlesung',
    lectureTime: (start: string, end: string) => `${start}–${end}`,
    editLecture: 'Vorlesung bearbeiten',
    startLecture: 'Vorlesung starten',
    continuePresentation: 'Präsentation fortsetzen',
    continueLecture: 'Vorlesung fortsetzen',
    endLecture: 'Vorlesung beenden',
    loadFailed: 'Die Vorlesungen konnten nicht geladen werden.',
    lectureEnded: 'Die Vorlesung ist beendet.',
    startWarning: {
      title: 'Neue Verbindung',
      body: 'Mit dem Start der Vorlesung öffnet sich eine neue Live-Verbindung. Studierende treten mit dem Vorlesungscode bei und warten im Warteraum, bis Sie sie einlassen.',
      waiting: (count: number) =>
        count === 1
          ? '1 Person wartet gerade im Warteraum.'
          : `${count} Personen warten gerade im Warteraum.`,
      cancel: 'Abbrechen',
      start: 'Vorlesung starten',
    },
    endConfirm: 'Möchten Sie diese Vorlesung wirklich beenden?',
    endConfirmBody:
      'Studierende können dann keine Reaktionen mehr senden; die Fragen bleiben offen.',
    noPresentation: 'Es wurde keine Präsentation hochgeladen. Möchten Sie trotzdem fortfahren?',
    code: {
      title: 'Vorlesungscode',
      request: 'Vorlesungscode anfordern',
      stop: 'Anzeige beenden',
      requestShort: 'Code anfordern',
      stopShort: 'Beenden',
      codeLabel: 'Vorlesungscode',
      none: 'Es wird kein Vorlesungscode angezeigt.',
      timeLeft: 'Verbleibende Zeit',
      expiresIn: (time: string) => `Läuft ab in ${time}`,
      joinAt: 'Oder öffnen Sie',
      qrLabel: (url: string) => `QR-Code: scannen, um über ${url} beizutreten`,
      showOverSlide: 'Code zeigen',
      hideOverSlide: 'Code ausblenden',
      overSlideTitle: 'Dieser Vorlesung beitreten',
      joinedCount: (count: number) => `${count} beigetreten`,
      joinedLabel: (count: number) =>
        count === 1
          ? '1 Person ist der Vorlesung beigetreten'
          : `${count} Personen sind der Vorlesung beigetreten`,
      loopbackWarning:
        'Smartphones können diesen Link nicht öffnen: Er zeigt nur auf diesen Computer. Setzen Sie PUBLIC_URL auf eine Adresse, die die Smartphones der Studierenden erreichen (README, Running a lecture).',
      courseBusy: 'Fehler: Der Kurs ist belegt',
      accessDenied: 'Zugang verweigert',
    },
    permissions: {
      title: 'Berechtigungen',
      allowQuestions: 'Fragen & Antworten erlauben',
      allowDiscussions: 'Diskussionen während der Vorlesung erlauben',
      allowReactions: 'Reaktionen erlauben',
    },
    info: {
      title: 'Angaben zur Vorlesung',
      attending: 'In dieser Vorlesung vergebene Pseudonyme',
      newAccountsLecture: 'In dieser Vorlesung angelegte neue Konten',
      newAccountsCourse: 'In diesem Kurs angelegte neue Konten',
      accountsCourse: 'In diesem Kurs eingeschriebene Studierende',
      tooltip: 'Wenn diese Zahl nicht zur Anwesenheit passt, wählen Sie ZURÜCKSETZEN.',
      aboutCounter: (label: string) => `Über: ${label}`,
      resetReg: 'Eingeschriebene zurücksetzen',
      resetNoReg: 'Nicht eingeschriebene zurücksetzen',
      resetNew: 'Neue Konten zurücksetzen',
      confirmReset: {
        reg: 'Möchten Sie wirklich alle Pseudonyme eingeschriebener Studierender in dieser Vorlesung löschen?',
        noreg:
          'Möchten Sie wirklich alle Pseudonyme nicht eingeschriebener Studierender in dieser Vorlesung löschen?',
        new: 'Möchten Sie wirklich alle in dieser Vorlesung angelegten neuen Konten samt ihren Pseudonymen löschen?',
      },
      resetDone: 'Zurückgesetzt.',
    },
    waitingRoom: {
      title: 'Warteraum',
      groups: {
        new: 'Neue Konten',
        noReg: 'Nicht eingeschrieben',
        reg: 'Eingeschrieben',
      },
      admit: 'Einlassen',
      kick: 'Entfernen',
      admitGroup: (group: string) => `${group} einlassen`,
      kickGroup: (group: string) => `${group} entfernen`,
      count: (group: string, count: number) => `${group}: ${count}`,
      updateTitle: 'Neu im Warteraum!',
      updateBody: 'Es gibt neue Konten und Pseudonyme, die noch nicht eingelassen wurden.',
      updateQuestion: 'Möchten Sie sie einlassen?',
      warningLabel: 'Warnung zu Beitritten',
      burstWarning: (perMinute: number) =>
        `Ungewöhnlich viele Beitrittsanfragen aus einem Netzwerk: ${perMinute} innerhalb einer Minute.`,
      refusedWarning: (refused: number) =>
        refused === 1
          ? '1 Beitrittsanfrage wurde durch die Grenzen des Warteraums abgewiesen.'
          : `${refused} Beitrittsanfragen wurden durch die Grenzen des Warteraums abgewiesen.`,
      checkBeforeAdmitting: 'Prüfen Sie den Warteraum, bevor Sie alle einlassen.',
      waitingSummary: (parts: string) => `Wartend: ${parts}.`,
      groupCount: (group: string, count: number) => `${count} ${group}`,
      admitAutomatically: 'Automatisch einlassen',
      admitAutomaticallyHint:
        'Ankommende Studierende werden ohne Rückfrage eingelassen; sie erhalten wie gewohnt Pseudonym und Zugangsdaten.',
      admittedCount: (count: number) => `In dieser Vorlesung eingelassen: ${count}`,
    },
    extension: {
      title: 'Ende der Vorlesung',
      body: (minutes: number) =>
        `Ihre Vorlesung ist zu Ende oder endet bald (${minutes} Min.). Möchten Sie sie um 10 Minuten verlängern?`,
      extended: 'Die Vorlesung wurde um 10 Minuten verlängert.',
    },
  },

  presentation: {
    back: 'Zurück',
    questions: 'Fragen & Antworten',
    newQuestions: (count: number) => (count === 1 ? ' neue Frage' : ' neue Fragen'),
    questionsPanel: 'Fragen',
    closeQuestions: 'Fragen schließen',
    allQuestions: 'Seite mit den Fragen öffnen',
    backToQuestions: 'Zurück zu den Fragen',
    votes: (up: number, down: number) => `Bewertungen +${up} / −${down}`,
    enterFullScreen: 'Vollbild',
    exitFullScreen: 'Vollbild beenden',
    classStatus: 'Vorlesungssteuerung',
    closeClassStatus: 'Vorlesungssteuerung schließen',
    toolbar: 'Steuerung der Vorlesung',
    missing:
      'Die PDF-Präsentation wurde nicht richtig hochgeladen. Bitte laden Sie sie erneut hoch.',
    loading: 'Vorlesung wird geladen …',
    notFound: 'Keine Vorlesung gefunden',
    noSlides: 'Keine Präsentation: Die Reaktionen gelten der Vorlesung als Ganzes.',
    liveReactions: 'Live-Reaktionen',
    hideReactions: 'Reaktionen ausblenden',
    showReactions: 'Reaktionen einblenden',
    manage: {
      current: 'Aktuelle Präsentation',
      uploadedOn: (date: string) => `Hochgeladen am ${date}`,
      preview: 'Vorschau',
      delete: 'Präsentation löschen',
      confirmDelete: 'Möchten Sie diese Präsentation wirklich löschen?',
      deleted: 'Präsentation gelöscht',
      previewing: (file: string) => `Vorschau: ${file}`,
      close: 'Präsentation schließen',
      progress: (percent: number) => `Präsentation wird hochgeladen … ${percent} %`,
      pdfOnly: 'Nur PDF-Dateien.',
    },
  },
  lti: {
    openInNewWindow: 'In neuem Fenster öffnen',
    openInNewWindowHint: 'Öffnet diese Seite außerhalb Ihrer Lernplattform, angemeldet.',
    launch: {
      title: 'Open4Feedback wird geöffnet',
      signingIn: 'Anmeldung über Ihre Lernplattform …',
      failedTitle: 'Der Aufruf hat nicht geklappt',
      noHandoff:
        'Diese Seite wird aus Ihrer Lernplattform geöffnet. Öffnen Sie die Aktivität dort in Ihrem Kurs erneut.',
      failed:
        'Der Aufruf konnte nicht abgeschlossen werden. Öffnen Sie die Aktivität in Ihrer Lernplattform erneut.',
      lectureNotOpen:
        'Die Vorlesung ist noch nicht geöffnet: Sie öffnet sich hier, sobald die Lehrperson ihren Vorlesungscode zeigt.',
      newWindowFailed:
        'Dieses Fenster konnte nicht angemeldet werden. Öffnen Sie die Aktivität in Ihrer Lernplattform erneut.',
      linkQuestion:
        'Sie sind in Open4Feedback als Lehrperson angemeldet. Gehört dieses Konto auch zu Ihrem Zugang auf der Lernplattform? Verknüpfen Sie es nur, wenn Sie diesen Aufruf selbst gestartet haben.',
      linkYes: 'Ja, mit meinem Konto verknüpfen',
      linkNo: 'Nein, getrennt lassen',
    },
    deepLink: {
      title: 'Open4Feedback mit Ihrem Kurs verknüpfen',
      intro: (platform: string) =>
        `Wählen Sie den Kurs oder eine seiner Vorlesungen, die diese Aktivität in ${platform} öffnet.`,
      existing: 'Einer meiner Kurse',
      create: 'Ein neuer Kurs',
      course: 'Kurs',
      lecture: 'Vorlesung',
      wholeCourse: 'Der ganze Kurs (Studierende landen in der laufenden Vorlesung)',
      lectureOption: lectureTitle,
      noCourses: 'Sie haben noch keine Kurse: Legen Sie hier einen an.',
      courseName: 'Name des Kurses',
      shortName: 'Kurzname',
      submit: 'Zur Lernplattform hinzufügen',
      returning: 'Zurück zu Ihrer Lernplattform …',
      loadFailed:
        'Die Kurse konnten nicht geladen werden. Fügen Sie die Aktivität in Ihrer Lernplattform erneut hinzu.',
      pickCourse: 'Wählen Sie einen Kurs.',
    },
    platforms: {
      title: 'LTI-Plattformen',
      registrationTitle: 'Registrierungs-URL',
      registrationHelp:
        'In Moodle: Website-Administration > Plugins > Aktivitäten > Externes Tool > Tools verwalten. Fügen Sie diese URL als Tool-URL ein und wählen Sie „LTI Advantage hinzufügen“.',
      noRegistrationUrl:
        'Die dynamische Registrierung ist aus: Setzen Sie LTI_REGISTRATION_KEY auf dem Server, um eine Registrierungs-URL zu erhalten.',
      copy: 'Kopieren',
      copied: 'Die Registrierungs-URL wurde kopiert.',
      copyFailed: 'Die URL konnte nicht kopiert werden: Markieren und kopieren Sie sie von Hand.',
      listTitle: 'Registrierte Plattformen',
      none: 'Noch ist keine Plattform registriert.',
      name: 'Name',
      issuer: 'Aussteller (Issuer)',
      clientId: 'Client-ID',
      deploymentIds: 'Deployment-IDs',
      registeredVia: 'Registriert',
      createdAt: 'Hinzugefügt am',
      via: { dynamic: 'Per dynamischer Registrierung', manual: 'Von Hand' },
      add: 'Plattform hinzufügen',
      addTitle: 'Plattform von Hand hinzufügen',
      deploymentId: 'Deployment-ID',
      authUrl: 'Autorisierungs-URL',
      tokenUrl: 'URL für Zugriffstoken',
      jwksUrl: 'URL des öffentlichen Schlüsselsatzes (JWKS)',
      urlHint: 'https, oder http auf 127.0.0.1 oder localhost',
      cancel: 'Abbrechen',
      save: 'Hinzufügen',
      added: 'Die Plattform wurde hinzugefügt.',
      remove: 'Entfernen',
      removeLabel: (name: string) => `${name} entfernen`,
      confirmRemove: 'Möchten Sie diese Plattform wirklich entfernen?',
      removeConsequence: 'Ihre Links in der Lernplattform funktionieren dann nicht mehr.',
      removed: 'Die Plattform wurde entfernt.',
      loadFailed: 'Die Plattformen konnten nicht geladen werden.',
    },
    errors: {
      nameRequired: 'Bitte geben Sie einen Namen ein.',
      clientIdRequired: 'Bitte geben Sie die Client-ID ein.',
      deploymentIdRequired: 'Bitte geben Sie die Deployment-ID ein.',
      urlInvalid: 'Bitte eine vollständige URL eingeben (https, oder http auf localhost).',
      courseNameRequired: 'Bitte geben Sie den Namen des Kurses ein.',
      courseShortNameRequired: 'Bitte geben Sie einen Kurznamen ein.',
    },
  },

  passkeys: {
    keep: 'Dieses Konto mit einem Passkey sichern',
    keepIntro:
      'Dein Smartphone oder Computer verwahrt den Schlüssel zu deinem Konto und entsperrt ihn mit Fingerabdruck, Gesicht oder Bildschirmsperre. Nichts aufzuschreiben.',
    keeping: 'Warte auf dein Gerät …',
    kept: 'Dein Konto ist mit einem Passkey auf diesem Gerät gesichert. Wähle beim nächsten Mal „Mit Passkey anmelden“.',
    alsoCredentials:
      'Du brauchst sie nicht mehr, aber falls du dich auf einem anderen Gerät anmelden willst, hier sind deine private Kennung und dein Passwort:',
    login: 'Mit Passkey anmelden',
    loggingIn: 'Warte auf den Passkey …',
    cancelled: 'Es wurde kein Passkey verwendet. Erneut versuchen?',
    notSaved:
      'Es wurde kein Passkey gespeichert. Versuche es erneut oder bewahre deine private Kennung und dein Passwort auf.',
    failed: 'Mit dem Passkey ist etwas schiefgelaufen. Bitte erneut versuchen.',
    settingsTitle: 'Passkeys',
    settingsIntro:
      'Mit einem Passkey melden Sie sich auf diesem Gerät per Fingerabdruck, Gesicht oder Bildschirmsperre an statt mit einem Passwort.',
    add: 'Passkey hinzufügen',
    added: 'Passkey hinzugefügt.',
    none: 'Noch kein Passkey vorhanden.',
    unsupported: 'Dieser Browser unterstützt keine Passkeys.',
    listLabel: 'Ihre Passkeys',
    name: (index: number) => `Passkey ${index}`,
    created: (date: string) => `Hinzugefügt am ${date}`,
    lastUsed: (date: string) => `zuletzt verwendet am ${date}`,
    neverUsed: 'noch nicht verwendet',
    remove: 'Entfernen',
    removeLabel: (name: string) => `${name} entfernen`,
    removed:
      'Passkey entfernt. Entfernen Sie ihn auch auf Ihrem Gerät, in dessen Passkey-Einstellungen.',
    loadFailed: 'Ihre Passkeys konnten nicht geladen werden.',
  },
  sso: {
    button: 'Mit dem Hochschulkonto anmelden',
    or: 'oder',
    completeTitle: 'Anmeldung mit dem Hochschulkonto',
    signingIn: 'Anmeldung läuft …',
    failedTitle: 'Die Anmeldung hat nicht geklappt',
    noHandoff:
      'Diese Seite schließt eine Anmeldung mit dem Hochschulkonto ab. Bitte melden Sie sich erneut über die Anmeldung für Lehrende an.',
    failed: 'Die Anmeldung konnte nicht abgeschlossen werden. Bitte melden Sie sich erneut an.',
    backToLogin: 'Zurück zur Anmeldung für Lehrende',
    refusedTitle: 'Die Anmeldung mit dem Hochschulkonto hat nicht geklappt',
    refused: {
      disabled:
        'Die Anmeldung mit dem Hochschulkonto ist auf diesem Server nicht eingerichtet. Melden Sie sich stattdessen mit Ihrem Benutzernamen an.',
      unavailable:
        'Der Anmeldedienst der Hochschule ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut oder melden Sie sich mit Ihrem Benutzernamen an.',
      state:
        'Diese Anmeldung hat zu lange gedauert oder wurde schon verwendet. Bitte wählen Sie die Anmeldung mit dem Hochschulkonto erneut.',
      denied:
        'Die Anmeldung wurde beim Hochschul-Login abgebrochen. Sie können es erneut versuchen.',
      failed:
        'Der Hochschul-Login hat eine Antwort geschickt, die nicht geprüft werden konnte. Bitte versuchen Sie es erneut; passiert es wieder, wenden Sie sich an Ihren IT-Support.',
      unverified:
        'Ihr Hochschulkonto hat keine bestätigte E-Mail-Adresse, daher kann damit kein Konto für Lehrende eröffnet werden.',
      domain:
        'Ihre E-Mail-Adresse der Hochschule wird von diesem Server für Lehrende nicht akzeptiert. Fragen Sie Ihre Administration, welche Anmeldung Sie verwenden sollen.',
      not_teacher:
        'Diese E-Mail-Adresse gehört zu einem Konto von Studierenden. Die Anmeldung mit dem Hochschulkonto ist nur für Lehrende.',
    },
  },
};
