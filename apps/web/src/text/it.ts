/**
 * Italiano. Ai docenti ci si rivolge con il Lei; agli studenti con il tu; le pagine comuni
 * (informativa, termini, errori, impostazioni) usano forme impersonali o il Lei. Le etichette dei
 * pulsanti seguono l'uso corrente delle interfacce italiane (Salva, Annulla, Accedi). Per le
 * categorie di persone si usa il maschile generico («gli studenti», «il docente»), ma quando si
 * parla direttamente allo studente si preferiscono forme neutre. Le reazioni si chiamano ovunque:
 * Non seguo, Poco chiaro, Ottimo!, Troppo difficile, Troppo facile.
 */
import type { Catalogue } from './catalogue.ts';

const SUPPORT_EMAIL = 'support@open4feedback.org';

const SORT_LABELS = {
  time: 'Data',
  votes: 'Voti',
  answers: 'Numero di risposte',
  flag: 'Segnalazioni',
  lectureNum: 'Numero della lezione',
  discussions: 'Numero di discussioni',
};

/** «Lezione 3: Ottica»; un nome che inizia già con «Lezione 3» (o «Lecture 3») resta com'è. */
const lectureTitle = (lectureNum: number, name: string): string => {
  const prefix = `Lezione ${lectureNum}`;
  if (!name.trim()) return prefix;
  return new RegExp(`^\\s*(lezione|lecture)\\s*0*${lectureNum}(?!\\d)`, 'i').test(name)
    ? name
    : `${prefix}: ${name}`;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const it: Catalogue = {
  common: {
    productName: 'Open4Feedback',
    documentDescription: 'Open4Feedback: feedback immediato e anonimo durante le lezioni dal vivo.',
    loading: 'Caricamento…',
    retry: 'Riprova',
    send: 'Invia',
    close: 'Chiudi',
    yes: 'Sì',
    no: 'No',
    showPassword: 'Mostra password',
    hidePassword: 'Nascondi password',
    logoAlt: 'Logo di Open4Feedback',
    homeLink: 'Pagina iniziale di Open4Feedback',
    language: 'Lingua',
    theme: { label: 'Tema', system: 'Sistema', light: 'Chiaro', dark: 'Scuro' },
  },

  nav: {
    ltiPlatforms: 'Piattaforme LTI',
    myCourses: 'I miei corsi',
    myLectures: 'Le mie lezioni',
    joinLecture: 'Entra in una lezione',
    classStatus: 'Gestione lezione',
    classStatusLive: 'Gestione lezione (una lezione è in corso)',
    statisticsAdmin: 'Statistiche (amministrazione)',
    statistics: 'Statistiche',
    questions: 'Domande',
    answers: 'Risposte',
    discussions: 'Discussioni',
    notifications: 'Notifiche',
    mySettings: 'Impostazioni',
    howItWorks: 'Come funziona',
    logOut: 'Esci',
    feedback: 'Feedback',
    openMenu: 'Apri il menu',
    mainMenu: 'Menu principale',
    breadcrumb: 'Percorso di navigazione',
    home: 'Home',
  },

  notifications: {
    bellLabel: (total: number) => `Notifiche: ${total} da leggere`,
    bellMenu: 'Gruppi di notifiche',
    questions: 'Domande',
    answers: 'Risposte',
    discussions: 'Discussioni',
    flaggedQ: 'D segnalate',
    flaggedA: 'R segnalate',
    withCount: (label: string, count: number) => `${label} (${count})`,
    title: 'Notifiche',
    tabsLabel: 'Gruppi di notifiche',
    markAllRead: 'Segna tutte come lette',
    empty: 'Non ci sono notifiche.',
    unread: 'Da leggere',
    listLabel: (group: string) => `Notifiche: ${group}`,
    source: (course: string, lecture: string, author: string) =>
      `${course} – ${lecture} – ${author}`,
    events: {
      question_posted: 'Nuova domanda',
      question_answered: 'Nuova risposta',
      discussion_started: 'Nuova discussione',
      discussion_reply: 'Nuovo messaggio',
      question_flagged: 'Domanda segnalata',
      answer_flagged: 'Risposta segnalata',
      lecture_started: 'Lezione iniziata',
      lecture_ended: 'Lezione terminata',
      lecture_updated: 'Lezione modificata',
      removed_from_pseudonym: 'Rimozione dalla lezione',
      account_deleted: 'Account eliminato',
      unregistered_course: 'Rimozione dal corso',
    },
  },

  footer: {
    copyright: (year: number) => `© ${year} Open4Feedback. Tutti i diritti riservati.`,
    privacyPolicy: 'Informativa sulla privacy',
    terms: 'Termini e condizioni',
  },

  about: {
    title: 'Open4Feedback',
    tagline: 'Sapere che cosa capisce la classe, mentre la lezione è ancora in corso.',
    intro:
      'Gli studenti comunicano al docente, slide dopo slide e senza dire una parola, se stanno seguendo. Domande e discussioni proseguono sotto pseudonimo, durante la lezione e dopo.',
    student: 'Studente',
    teacher: 'Docente',
    learnMore: 'Per saperne di più',
    showLess: 'Mostra meno',
    features: [
      {
        title: 'Feedback in tempo reale',
        body: 'Con un tocco gli studenti dicono «Non seguo», «Poco chiaro», «Ottimo!», «Troppo difficile» o «Troppo facile». Il docente vede numeri e percentuali mentre cambiano.',
      },
      {
        title: 'Il feedback sotto la slide',
        body: "Le reazioni compaiono sotto la presentazione: il docente coglie il clima dell'aula senza interrompere la lezione né lasciare le slide.",
      },
      {
        title: 'Domande e risposte anonime, ma responsabili',
        body: 'Domande, risposte e discussioni vengono pubblicate sotto uno pseudonimo diverso per ogni lezione. La comunità segnala gli abusi e la conversazione può continuare anche dopo la fine della lezione.',
      },
      {
        title: 'Istogrammi di analisi',
        body: "Dopo la lezione il docente rivede le reazioni per ogni slide e per l'intera lezione, lungo l'asse del tempo, insieme alle domande e alle risposte che hanno suscitato.",
      },
      {
        title: 'Nessun dato personale degli studenti',
        body: 'Gli studenti entrano con un codice numerico della lezione e ricevono un ID privato e una password. Nessun nome, nessun indirizzo e-mail, nessun numero di telefono.',
      },
    ],
    privacyLink: 'La nostra informativa sulla privacy',
  },

  privacy: {
    title: 'Informativa sulla privacy',
    lastUpdated: 'Ultimo aggiornamento: 9 settembre 2025',
    sections: [
      {
        heading: 'Chi siamo',
        paragraphs: [
          'Open4Feedback è una piattaforma per il feedback in aula. Questa informativa spiega quali informazioni conserviamo su docenti e studenti, perché le conserviamo e che cosa è possibile chiederci di farne.',
        ],
      },
      {
        heading: 'Docenti',
        paragraphs: [
          "Per registrarsi, il docente indica nome e cognome, un indirizzo e-mail istituzionale, il nome dell'ateneo e una password. Verifichiamo l'indirizzo e-mail istituzionale affinché gli studenti possano contare sul fatto che un corso sia tenuto da un vero docente di un vero ateneo.",
          "Per lo stesso motivo i dati dei docenti sono pubblici ai fini della verifica: il nome e l'ateneo di un docente possono essere mostrati agli studenti dei suoi corsi. Non vendiamo queste informazioni né le condividiamo a fini pubblicitari.",
        ],
      },
      {
        heading: 'Studenti',
        paragraphs: [
          'Non conserviamo alcun dato personale degli studenti. Lo studente entra in una lezione con un codice numerico della lezione e riceve un ID privato e una password generati casualmente. Non chiediamo mai a uno studente nome, indirizzo e-mail o numero di telefono.',
          "All'interno di una lezione lo studente compare solo con uno pseudonimo scelto tra una serie di maschere. Docenti e altri studenti vedono soltanto lo pseudonimo, e gli pseudonimi di uno stesso studente in lezioni diverse non sono collegati tra loro.",
          "Per un account studente conserviamo l'ID privato, la password in forma cifrata (hash), i corsi a cui l'account è iscritto e le reazioni, le domande, le risposte e i messaggi di discussione pubblicati con i suoi pseudonimi.",
        ],
      },
      {
        heading: 'Cookie',
        paragraphs: [
          "Non utilizziamo cookie. L'applicazione web conserva la chiave di sessione, il corso e la lezione correnti nella memoria locale del browser (local storage), soltanto sul dispositivo in uso; uscendo dall'account la chiave di sessione viene rimossa.",
        ],
      },
      {
        heading: 'Dove sono conservati i dati',
        paragraphs: [
          'I dati sono conservati su server cloud negli Stati Uniti. Le connessioni al servizio sono cifrate.',
        ],
      },
      {
        heading: 'Per quanto tempo li conserviamo',
        paragraphs: [
          'Gli account inattivi da più di un anno vengono eliminati insieme ai dati che li riguardano.',
        ],
      },
      {
        heading: "Diritti dell'interessato",
        paragraphs: [
          `È possibile chiedere l'accesso ai propri dati, la loro rettifica, la cancellazione o la limitazione del trattamento scrivendo a ${SUPPORT_EMAIL}. Lo studente deve indicare il proprio ID privato, poiché non conserviamo nient'altro che identifichi un account studente. Rispondiamo entro 30 giorni.`,
        ],
      },
      {
        heading: 'Modifiche a questa informativa',
        paragraphs: [
          'Quando questa informativa cambia, aggiorniamo la data in cima a questa pagina. Le modifiche rilevanti vengono annunciate anche nella pagina di presentazione di Open4Feedback.',
        ],
      },
    ],
  },

  terms: {
    title: 'Termini e condizioni',
    lastUpdated: 'Ultimo aggiornamento: 9 settembre 2025',
    sections: [
      {
        heading: 'Uso di Open4Feedback',
        paragraphs: [
          'Open4Feedback consente ai docenti di raccogliere feedback e domande anonimi dagli studenti delle proprie lezioni. Chi crea un account o entra in una lezione accetta questi termini.',
        ],
      },
      {
        heading: 'Account',
        paragraphs: [
          'I docenti si registrano con un indirizzo e-mail istituzionale valido e mantengono segreta la propria password. Gli studenti custodiscono con cura il proprio ID privato e la password: non possiamo recuperare un account studente di cui siano state perse le credenziali, perché non disponiamo di altri dati che lo riguardino.',
        ],
      },
      {
        heading: 'Uso consentito',
        paragraphs: [
          'I post devono riguardare il corso e rispettare gli altri. Non è consentito pubblicare dati personali, insulti, molestie, pubblicità o contenuti illeciti, né tentare di identificare la persona dietro uno pseudonimo.',
          'La moderazione è affidata alla comunità: i post segnalati da un numero sufficiente di studenti vengono tolti dagli elenchi normali e la reputazione del loro autore diminuisce. Possiamo rimuovere contenuti o account che violano questi termini.',
        ],
      },
      {
        heading: 'I contenuti degli utenti',
        paragraphs: [
          'Gli utenti conservano i diritti su ciò che pubblicano e caricano, e ci autorizzano a conservarlo e a mostrarlo ai partecipanti del corso a cui appartiene, per tutta la durata del corso.',
          'I docenti sono responsabili di avere il diritto di caricare le presentazioni e i video che utilizzano.',
        ],
      },
      {
        heading: 'Disponibilità e responsabilità',
        paragraphs: [
          "Ci impegniamo a mantenere il servizio disponibile e corretto, ma esso è fornito «così com'è», senza garanzia che sia sempre disponibile o privo di errori. Nei limiti consentiti dalla legge, non rispondiamo dei danni indiretti derivanti dal suo utilizzo.",
        ],
      },
      {
        heading: 'Contatti',
        paragraphs: [`Per domande su questi termini: ${SUPPORT_EMAIL}.`],
      },
    ],
  },

  feedback: {
    title: 'Feedback',
    intro: 'Ogni parere è prezioso per noi.',
    messageLabel: 'Messaggio',
    messagePlaceholder: 'Che cosa funziona, che cosa no e che cosa vorrebbe trovare?',
    send: 'Invia',
    thanks: 'Grazie per il feedback.',
  },

  howItWorks: {
    title: 'Come funziona',
    tabs: { student: 'Studenti', teacher: 'Docenti', faq: 'Domande frequenti' },
    tabsLabel: 'Argomenti di «Come funziona»',
    student: [
      {
        heading: '1. Entra in una lezione in corso',
        body: "Il docente mostra in aula un codice numerico della lezione. Apri «Entra in una lezione», digita il codice e premi «Entra». Puoi entrare solo in una lezione in corso e seguire una sola lezione dal vivo alla volta: se entri in un'altra, esci dalla prima.",
      },
      {
        heading: '2. Scegli il tuo pseudonimo',
        body: "Scegli una delle 12 maschere. Diventa il tuo pseudonimo solo per questa lezione; alla lezione successiva ne ricevi uno nuovo, così nessuno può seguirti da una lezione all'altra.",
      },
      {
        heading: "3. Attendi l'ammissione",
        body: "Il docente fa entrare chi si trova in sala d'attesa. La prima volta ricevi un ID privato e una password: scaricali o annotali, perché sono l'unico modo per rientrare nel tuo account. Non ti chiediamo mai nome, e-mail o numero di telefono.",
      },
      {
        heading: '4. Dai un feedback senza scrivere',
        body: "Nella scheda «Feedback» premi «Non seguo», «Poco chiaro», «Ottimo!», «Troppo difficile» o «Troppo facile» quando vuoi. È attiva una sola reazione alla volta: premerne un'altra la sostituisce, premerla di nuovo la ritira e una nuova slide la azzera. Il docente vede solo i totali.",
      },
      {
        heading: '5. Chiedi, rispondi, discuti',
        body: 'Nella scheda «Domande e risposte» fai domande e rispondi a quelle degli altri con il tuo pseudonimo, durante la lezione se il docente lo consente, e anche dopo. Vota i post utili e segnala quelli inappropriati.',
      },
      {
        heading: '6. Torna quando vuoi',
        body: 'Accedi con il tuo ID privato e la password per leggere domande, risposte e discussioni dei tuoi corsi e seguire le tue notifiche.',
      },
    ],
    teacher: [
      {
        heading: '1. Si registri e crei un corso',
        body: 'Si registri con il suo indirizzo e-mail istituzionale (viene verificato), poi crei un corso e le relative lezioni, ciascuna con data, ora di inizio e ora di fine.',
      },
      {
        heading: '2. Aggiunga il materiale',
        body: 'Carichi una presentazione PDF per una lezione, oppure indichi il link a un video. Gli studenti reagiscono alla slide che lei sta mostrando, quindi le statistiche sono per slide.',
      },
      {
        heading: '3. Avvii la lezione e condivida il codice',
        body: 'In «Gestione lezione» avvii la lezione e prema «Richiedi codice lezione». Mostri il codice alla classe: scade dopo pochi minuti e lei può interromperne la visualizzazione in qualsiasi momento.',
      },
      {
        heading: "4. Faccia entrare chi è in sala d'attesa",
        body: 'Gli studenti che inseriscono il codice attendono finché lei non li ammette. Nuovi studenti, studenti con un account e studenti già iscritti al corso vengono contati separatamente, e lei ammette o rimuove ciascun gruppo.',
      },
      {
        heading: "5. Colga il clima dell'aula mentre spiega",
        body: 'Le reazioni compaiono sotto la slide come numeri e percentuali. Dalla scheda «Permessi» consenta o sospenda reazioni, domande e discussioni, e prolunghi la lezione di 10 minuti se si protrae oltre il previsto.',
      },
      {
        heading: '6. Riveda tutto dopo la lezione',
        body: 'Le statistiche mostrano le reazioni per slide e nel tempo, e domande, risposte e discussioni proseguono dopo la lezione. Un post le diventa visibile quando un numero sufficiente di studenti lo ha visto; i post che la comunità ha mandato dietro la lavagna non le arrivano mai.',
      },
    ],
    faq: [
      {
        question: 'Il mio feedback è davvero anonimo?',
        answer:
          'Sì. Docenti e altri studenti vedono solo il tuo pseudonimo nella lezione, mai il tuo ID privato o il tuo account. Le reazioni arrivano al docente solo come totali.',
      },
      {
        question: 'Quali dati personali fornisco come studente?',
        answer:
          'Nessuno. Entri con un codice della lezione e ricevi un ID privato e una password generati per te. Non chiediamo mai nome, indirizzo e-mail o numero di telefono.',
      },
      {
        question: "Che cos'è l'ID privato?",
        answer:
          "È il tuo nome utente, generato a caso alla tua prima ammissione a una lezione. Insieme alla password è l'unica chiave del tuo account: conservali entrambi con cura, perché senza dati personali non possiamo recuperare un account perso.",
      },
      {
        question: 'Perché ricevo uno pseudonimo diverso a ogni lezione?',
        answer:
          'Uno pseudonimo appartiene a una sola lezione. Poiché ogni volta si sceglie una nuova maschera, i post di lezioni diverse non possono essere ricondotti alla stessa persona, nemmeno dal docente.',
      },
      {
        question: 'Se i post sono anonimi, chi ne risponde?',
        answer:
          'Ogni post è legato a uno pseudonimo e a un account, e ogni account ha una reputazione. I post segnalati dalla comunità fanno perdere reputazione al loro autore, e gli account che abusano del servizio possono essere rimossi.',
      },
      {
        question: 'Come funziona la moderazione?',
        answer:
          'La fanno gli studenti stessi. Chiunque può segnalare una domanda, una risposta o una discussione. Un post con abbastanza segnalazioni finisce dietro la lavagna: esce dagli elenchi normali e il docente non lo vede. Se pensi che un post sia stato segnalato ingiustamente, premi «Contesta».',
      },
      {
        question: 'Quando vede la mia domanda il docente?',
        answer:
          'Un post diventa visibile al docente solo dopo che un numero sufficiente di studenti lo ha visto, così la classe può segnalare prima un post inappropriato.',
      },
      {
        question: 'Esiste una trascrizione della lezione?',
        answer:
          'Domande, risposte e discussioni restano legate alla lezione e possono essere lette e continuate anche dopo la sua fine. Le reazioni vengono conservate come statistiche per slide e nel tempo, non come registro di chi ha premuto che cosa.',
      },
      {
        question: 'Posso leggere le domande di una lezione che ho perso?',
        answer:
          'Sì, nei tuoi corsi. Senza uno pseudonimo in quella lezione puoi solo leggere i post: «Sola lettura. Non hai partecipato a questa lezione.»',
      },
      {
        question: 'Posso seguire due lezioni contemporaneamente?',
        answer:
          'No. Puoi seguire una sola lezione dal vivo alla volta; entrando in una nuova lezione esci da quella in corso.',
      },
      {
        question: 'Perché non posso pubblicare durante la lezione?',
        answer:
          'È il docente a decidere se domande e discussioni sono consentite mentre la lezione è in corso. Se non lo sono, il campo di testo indica che al momento non è possibile pubblicare; puoi comunque reagire.',
      },
      {
        question: 'Chi partecipa a una discussione?',
        answer:
          "Una discussione è un dialogo privato tra due persone: l'autore di una risposta e chi ha avviato la discussione su di essa.",
      },
      {
        question: 'Che cosa succede agli account inattivi?',
        answer:
          "Gli account non utilizzati da più di un anno vengono eliminati insieme ai loro dati. Per gli altri tuoi diritti consulta l'informativa sulla privacy.",
      },
    ],
  },

  auth: {
    teacherLoginTitle: 'Accesso docenti',
    studentLoginTitle: 'Accesso studenti',
    privateId: 'ID privato',
    password: 'Password',
    login: 'Accedi',
    register: 'Registrati',
    teacherLoginInvalidId: "L'ID non è valido.",
    teacherLoginInvalidPassword: 'La password non è valida.',
    teacherLoginHint: "Inserisca il suo nome utente o l'indirizzo e-mail istituzionale.",
    studentPrivateIdRequired: 'Inserisci il tuo ID privato.',
    studentPasswordRequired: 'Inserisci la password.',
    studentLoginIntro:
      "Accedi con l'ID privato e la password ricevuti al tuo primo ingresso in una lezione.",
    newStudentHint:
      'Prima volta qui? Entra in una lezione con il suo codice per ricevere il tuo ID privato.',
    newStudentLink: 'Ho un codice della lezione',
    registerTitle: 'Registrazione docenti',
    registerIntro: 'È richiesto un indirizzo e-mail istituzionale valido, che verrà verificato.',
    firstName: 'Nome',
    lastName: 'Cognome',
    email: 'E-mail istituzionale',
    university: 'Ateneo',
    username: 'Nome utente',
    confirmPassword: 'Conferma password',
    passwordHint: 'Almeno 8 caratteri, con una lettera minuscola, una maiuscola e una cifra.',
    haveAccount: 'Ha già un account? Acceda',
    registration: {
      firstNameRequired: 'Inserisca il nome.',
      lastNameRequired: 'Inserisca il cognome.',
      emailRequired: "Inserisca l'indirizzo e-mail.",
      emailInvalid: "L'indirizzo e-mail non è valido.",
      universityRequired: "Indichi l'ateneo.",
      passwordRequired: 'Inserisca una password.',
      passwordsDiffer: 'Le password non coincidono.',
      confirmRequired: 'Confermi la password.',
      weakPassword: 'Password troppo debole. Rispetti i requisiti indicati sopra.',
    },
  },

  join: {
    title: 'Entra in una lezione',
    chooseTitle: 'Ti diamo il benvenuto!',
    chooseIntro: 'Hai già usato Open4Feedback?',
    oldStudent: 'Ho un ID privato',
    oldStudentHint: 'Prima accedi, poi entra nella lezione.',
    newStudent: 'È la mia prima volta',
    newStudentHint: 'Inserisci il codice della lezione mostrato dal docente.',
    codePlaceholder: 'Inserisci il codice della lezione',
    join: 'Entra',
    codeMustBeNumber: 'Il codice della lezione è composto solo da cifre.',
    codeRequired: 'Inserisci il codice della lezione.',
    afterLoginNote:
      'Puoi entrare solo in una lezione in corso. Se entri in una nuova lezione, esci da quella attuale.',
    noClass: "Spiacenti, al momento non c'è nessuna lezione con questo codice.",
    codeExpired: 'Questo codice della lezione è scaduto. Chiedine uno nuovo al docente.',
    checkingCode: 'Verifica del codice della lezione…',
    haveAccount: 'Ho un ID privato: accedi',
    pickCard: {
      title: 'Scegli una maschera',
      intro: 'Seleziona una maschera per ricevere uno pseudonimo',
      masksLabel: 'Maschere',
      missingCode: 'Inserisci prima il codice della lezione.',
    },
    waitingRoom: {
      title: "Sala d'attesa",
      pleaseWait: 'Attendi: il docente ti farà entrare a breve.',
      connecting: "Connessione alla sala d'attesa…",
      waiting: "Sei nella sala d'attesa.",
      granted: 'Accesso consentito. Ingresso nella lezione…',
      accessDenied: 'Accesso negato',
      invalidClassId: 'Codice della lezione non valido',
      invalidLectureDetails: 'Dati della lezione non validi',
      alreadyAttending: 'Stai già partecipando a questa lezione',
      tooManyJoining:
        'In questo momento molti studenti stanno entrando dalla tua rete. Attendi un momento e riprova.',
      waitingRoomFull: "La sala d'attesa è piena. Attendi un momento e riprova.",
      lectureFullForNewAccounts:
        'Questa lezione non può accogliere altri studenti senza account. Accedi e riprova.',
      disconnected: "Connessione alla sala d'attesa interrotta",
      redirecting: (seconds: number) =>
        `Reindirizzamento tra ${seconds} ${seconds === 1 ? 'secondo' : 'secondi'}…`,
      return: 'Indietro',
      confirmLeave: "Vuoi lasciare la sala d'attesa?",
      missingDetails: 'Inserisci prima il codice della lezione e scegli una maschera.',
    },
    credentials: {
      title: 'Il tuo account',
      success: "Hai ottenuto l'accesso alla lezione. Il tuo account è stato creato.",
      keepSafe:
        "Salva il tuo ID privato e la password: sono l'unico modo per rientrare nel tuo account e non possiamo recuperarli.",
      privateId: 'ID privato',
      password: 'Password',
      download: 'Scarica',
      downloaded: 'Salvato come o4f-credentials.png',
      downloadFirst: 'Scarica le tue credenziali per continuare.',
      joinClass: 'Vai alla lezione',
      mobileIntro:
        'Annota il tuo ID privato e la password, oppure fai uno screenshot di questa schermata. Ti serviranno per accedere di nuovo.',
      confirmSaved: 'Ho annotato o salvato il mio ID privato e la password.',
      continue: 'Continua',
      missing: 'Non hai credenziali valide per proseguire!',
      enterCode: 'Inserisci un codice della lezione',
      imageTitle: 'Open4Feedback',
      imageSubtitle: 'Le tue credenziali di accesso',
      imageFooter: 'Non condividere questa immagine.',
    },
  },

  live: {
    reactions: {
      1: 'Non seguo',
      2: 'Poco chiaro',
      3: 'Ottimo!',
      4: 'Troppo difficile',
      5: 'Troppo facile',
    },
    reactionsLabel: 'Reazioni',
    feedbackOnSlide: (slide: number) => `Il tuo feedback sulla slide ${slide}`,
    waitForTeacher: 'Attendi che il docente avvii la lezione',
    notLive: 'Questa lezione non è in corso. Il feedback è chiuso.',
    reactionCount: (count: number, percent: number) => `${count} (${percent}%)`,
    total: (count: number) => `Totale: ${count}`,
    lectureTotal: (count: number) => `Totale della lezione: ${count}`,
    barLabel: 'Reazioni in diretta su questa slide',
    announce: {
      totalsLabel: 'Riepilogo delle reazioni',
      totals: (total: number, parts: readonly string[]) =>
        total === 0
          ? 'Ancora nessuna reazione su questa slide.'
          : `${plural(total, 'reazione', 'reazioni')} su questa slide: ${parts.join(', ')}.`,
      part: (name: string, count: number) => `${name} ${count}`,
      ownLabel: 'La tua reazione',
      yourReaction: (name: string) => `La tua reazione: ${name}`,
      noReaction: 'La tua reazione è stata ritirata.',
      slideChanged: (slide: number) =>
        `Ora sei sulla slide ${slide}. La tua reazione riguardava la slide precedente.`,
    },
    pdf: {
      loading: 'Caricamento della presentazione…',
      failed:
        'La presentazione PDF non è stata caricata correttamente. È necessario caricarla di nuovo.',
      previous: 'Slide precedente',
      next: 'Slide successiva',
      pageOf: (page: number, pages: number) => `Slide ${page} di ${pages}`,
      slide: (page: number) => `Slide ${page}`,
      thumbnails: 'Slide',
    },
  },

  liveLecture: {
    loading: 'Caricamento della lezione…',
    notFound: 'Nessuna lezione trovata',
    backToLectures: 'Torna a «Le mie lezioni»',
    number: (lectureNum: number) => `Lezione ${lectureNum}`,
    tabsLabel: 'Schede della lezione',
    feedbackTab: 'Feedback',
    qaTab: 'Domande e risposte',
    sortLabel: 'Ordina per',
    sort: SORT_LABELS,
    paused: 'Feedback non accettato. Il docente ha sospeso la lezione.',
    reactionsPaused: 'Il docente ha sospeso le reazioni.',
    overload: 'Troppe reazioni. Attendi un momento.',
    lectureEnded: 'La lezione è terminata.',
    connecting: 'Connessione alla lezione…',
    notAttending:
      'Non stai partecipando a questa lezione. Entra con il suo codice della lezione per inviare feedback.',
    joinLecture: 'Entra nella lezione',
  },

  connection: {
    reconnecting: 'Riconnessione…',
    offline: 'Nessuna connessione a Internet.',
    reconnectingReactions:
      'Riconnessione… Potrai reagire di nuovo quando la connessione sarà ristabilita.',
    offlineReactions:
      'Sei offline. Le reazioni non possono essere inviate finché non torni online.',
    notSentOffline: 'Sei offline: la tua reazione non è stata inviata.',
  },

  qa: {
    placeholder: 'Scrivi una domanda o una risposta',
    questionsNotAllowed: 'Al momento le domande non sono consentite',
    answersNotAllowed: 'Al momento le risposte non sono consentite',
    discussionsNotAllowed: 'Al momento le discussioni non sono consentite',
    readOnly: 'Non è possibile fare domande: sola lettura',
    viewOnly: 'Sola lettura. Non hai partecipato a questa lezione.',
    ownPost: 'Non puoi interagire con un tuo post!',
    authorRemoved: "L'autore è stato rimosso dalla lezione.",
    minChars: 'Min. 5 caratteri',
    liveCounter: (chars: number, maxChars: number, words: number, maxWords: number) =>
      `${chars} / ${maxChars} caratteri ${words} / ${maxWords} parole`,
    listCounter: (chars: number, maxChars: number, words: number, maxWords: number) =>
      `${chars} / ${maxChars} caratteri | ${words} / ${maxWords} parole`,
    postUnderPseudonym: 'Pubblica con uno pseudonimo',
    post: 'Pubblica',
    fieldLabel: {
      question: 'La tua domanda',
      answer: 'La tua risposta',
      discussion: 'Il tuo messaggio',
    },
    teacher: 'Docente',
    teacherPost: 'Post del docente',
    edited: '[Modificato]',
    historyTitle: 'Cronologia delle modifiche',
    historyCurrent: 'Attuale',
    historyEmpty: 'Nessuna versione precedente.',
    edit: 'Modifica',
    editTitle: {
      question: 'Modifica la domanda',
      answer: 'Modifica la risposta',
      discussion: 'Modifica il messaggio',
    },
    save: 'Salva',
    cancel: 'Annulla',
    close: 'Chiudi',
    voteUp: 'Voto positivo',
    voteDown: 'Voto negativo',
    flag: 'Segnala',
    riseUp: 'Contesta',
    answerCount: (count: number) => `Risposte (${count})`,
    discussionCount: (count: number) => `Discussioni (${count})`,
    postActions: 'Azioni sul post',
    answered: 'Risolta',
    markAnswered: 'Segna come risolta',
    unmarkAnswered: 'Segna come non risolta',
    highlighted: 'In evidenza',
    highlight: 'Metti in evidenza sullo schermo',
    clearHighlight: "Togli l'evidenza",
    teacherTools: 'Strumenti del docente',
    highlightedQuestion: 'Domanda in evidenza',
    flaggedQuestions: 'Domande segnalate',
    noQuestions: 'Al momento non ci sono domande.',
    noAnswers: 'Al momento non ci sono risposte.',
    staleBanner: 'Questa non è la versione più recente della pagina.',
    refresh: 'Aggiorna',
    newQuestionsArrived: (count: number) =>
      count === 1 ? '1 nuova domanda' : `${count} nuove domande`,
    sortBy: 'Ordina per',
    sort: SORT_LABELS,
    questionsLabel: 'Domande',
    region: 'Domande e risposte',
    questionsTitle: 'Domande',
    answersHeading: 'Risposte:',
    questionPageHeading: (lecture: string) => `Domanda – ${lecture}`,
    back: 'Indietro',
    loading: 'Caricamento…',
    questionNotFound: 'Domanda non trovata.',
    lectureNotFound: 'Nessuna lezione trovata',
    showAll: (count: number) => `Mostra tutto (${count})`,
    showLess: 'Mostra meno',
    discussions: 'Discussioni',
    discussionTitle: 'Discussione',
    discussionBetween: (poster: string, starter: string) => `${poster} e ${starter}`,
    discussionWith: 'Discussione con ',
    messageCount: (count: number) => (count === 1 ? '1 messaggio' : `${count} messaggi`),
    startDiscussion: 'Avvia una discussione',
    noMessages: 'Ancora nessun messaggio.',
    messages: 'Messaggi',
  },

  signals: {
    removed: 'La tua partecipazione a questa lezione è stata revocata.',
    accountDeleted: 'Il tuo account è stato eliminato.',
    live: 'In diretta',
    liveTitle: (name: string) => `Torna alla lezione in corso: ${name}`,
    whoAmI: 'Chi sono?',
  },

  settings: {
    title: 'Impostazioni',
    changePassword: 'Cambia password',
    currentPassword: 'Password attuale',
    newPassword: 'Nuova password',
    confirmPassword: 'Conferma la nuova password',
    passwordHint: 'Almeno 8 caratteri, con una lettera minuscola, una maiuscola e una cifra.',
    submit: 'Cambia password',
    currentPasswordRequired: 'Inserire la password attuale.',
    newPasswordRequired: 'Inserire una nuova password.',
    weakPassword: 'Password troppo debole. Rispettare i requisiti indicati sopra.',
    confirmRequired: 'Confermare la password.',
    passwordsDiffer: 'Le password non coincidono.',
  },

  qaLists: {
    titles: { questions: 'Domande', answers: 'Risposte', discussions: 'Discussioni' },
    tabsLabel: (title: string) => `Schede: ${title}`,
    tabs: { my: 'Mie', all: 'Tutte', doghouse: 'Dietro la lavagna' },
    course: 'Corso',
    lecture: 'Lezione',
    all: 'Tutto',
    none: 'Nessuna selezione',
    selectedCount: (count: number) => `Selezionati: ${count}`,
    sortLabel: 'Ordina per',
    sort: {
      time: 'Data',
      votes: 'Voti',
      answers: 'Numero di risposte',
      flag: 'Segnalazioni',
      lectureNum: 'Numero della lezione',
      discussions: 'Numero di discussioni',
    },
    showQuestions: 'Mostra le domande',
    hideQuestions: 'Nascondi le domande',
    showFilters: 'Mostra i filtri',
    hideFilters: 'Nascondi i filtri',
    filtersLabel: 'Filtri',
    listLabel: (title: string) => `Elenco: ${title}`,
    noCourse: 'Selezionare un corso per vederne i post.',
    noLecture: 'Selezionare una lezione per vederne i post.',
    empty: {
      questions: 'Al momento non ci sono domande.',
      answers: 'Al momento non ci sono risposte.',
      discussions: 'Al momento non ci sono discussioni.',
    },
    lectureLine: lectureTitle,
    lectureOption: (lectureNum: number, name: string) => `${lectureNum}. ${name}`,
    lectureOptionInCourse: (course: string, lectureNum: number, name: string) =>
      `${course} ${lectureNum}. ${name}`,
    question: 'Domanda',
    teacher: 'Docente',
    inDoghouse: 'Dietro la lavagna',
    upVotes: (count: number) => plural(count, 'voto positivo', 'voti positivi'),
    downVotes: (count: number) => plural(count, 'voto negativo', 'voti negativi'),
    answerCount: (count: number) => (count === 1 ? '1 risposta' : `${count} risposte`),
    discussionCount: (count: number) => (count === 1 ? '1 discussione' : `${count} discussioni`),
    messageCount: (count: number) => (count === 1 ? '1 messaggio' : `${count} messaggi`),
    between: (starter: string, poster: string) => `${starter} e ${poster}`,
  },

  errors: {
    network: 'Errore di rete',
    noStatus: 'Errore di rete, nessuna risposta dal server',
    emptyBody: 'Errore di comunicazione tra client e server',
    unauthorized: "La sessione è scaduta. Effettuare di nuovo l'accesso.",
    forbidden: 'Operazione non consentita.',
    requestFailed: 'Si è verificato un problema. Riprovare.',
    pageCrashed: 'Si è verificato un problema in questa pagina.',
    reload: 'Ricarica',
  },

  statistics: {
    title: 'Statistiche',
    listLabel: 'Lezioni',
    listEmpty: 'Questo corso non ha ancora lezioni.',
    lecturesLoadFailed: 'Non è stato possibile caricare le lezioni.',
    lectureNumber: (lectureNum: number) => `Lezione ${lectureNum}`,
    lectureTitle,
    openLecturePrefix: 'Statistiche: ',
    showStatistics: 'Mostra le statistiche',
    hideStatistics: 'Nascondi le statistiche',
    loading: 'Caricamento delle statistiche…',
    loadFailed: 'Non è stato possibile caricare le statistiche.',
    lectureNotFound: 'Nessuna lezione trovata',
    backToList: 'Torna alle statistiche',
    missing: '—',
    info: {
      title: 'Lezione',
      caption: 'Informazioni sulla lezione',
      name: 'Nome',
      date: 'Data',
      time: 'Orario',
      state: 'Stato',
      timeRange: (start: string, end: string) => `${start}–${end}`,
      states: { CREATED: 'Non iniziata', STARTED: 'In corso', ENDED: 'Terminata' },
      fields: {
        pseudonymCreated: 'Pseudonimi creati',
        newUsers: 'Nuovi account',
        questions: 'Domande',
        questionsLikedStudents: 'Domande apprezzate dagli studenti',
        questionsLikedTeacher: 'Domande apprezzate dal docente',
        studentsNeverPostQ: 'Studenti che non hanno mai fatto domande',
        answers: 'Risposte',
        answerLikedStudents: 'Risposte apprezzate dagli studenti',
        answerLikedTeacher: 'Risposte apprezzate dal docente',
        studentsNeverPostA: 'Studenti che non hanno mai risposto',
        discussions: 'Discussioni',
      },
    },
    whole: 'Statistiche della lezione',
    perSlide: 'Statistiche della lezione per slide',
    noPresentation: 'Statistiche della lezione (senza presentazione)',
    empty: 'Per questa lezione non sono state raccolte statistiche.',
    video: 'Statistiche del video',
    noVideo: 'Per questa lezione non sono state raccolte statistiche sul video.',
    slide: (slide: number) => `Slide ${slide}`,
    slideName: (slide: number) =>
      slide === -1
        ? 'Nessuna presentazione'
        : slide === -2
          ? 'Video'
          : slide === -3
            ? 'Tutte le slide'
            : `Slide ${slide}`,
    openTimeline: "Apri l'andamento nel tempo",
    openTimelineOf: (name: string) => `Apri l'andamento nel tempo – ${name}`,
    reactionTotal: (count: number) => (count === 1 ? '1 reazione' : `${count} reazioni`),
    posts: (questions: number, answers: number, discussions: number) =>
      `Domande: ${questions} · Risposte: ${answers} · Discussioni: ${discussions}`,
    notVisible: {
      count: (shown: number, hidden: number) =>
        hidden === 0 ? String(shown) : `${shown} (altri ${hidden} non ancora visibili per lei)`,
      posts: (hidden: { questions: number; answers: number; discussions: number }) => {
        const parts = [
          [hidden.questions, 'domanda', 'domande'],
          [hidden.answers, 'risposta', 'risposte'],
          [hidden.discussions, 'discussione', 'discussioni'],
        ] as const;
        return `Non ancora visibili per lei: ${parts
          .filter(([count]) => count > 0)
          .map(([count, one, many]) => plural(count, one, many))
          .join(', ')}`;
      },
      why: 'Il post di uno studente le arriva quando un numero sufficiente di altri studenti lo ha visto; i post mandati dietro la lavagna non le arrivano mai.',
    },
    reactionsOf: (name: string) => `Reazioni: ${name}`,
    slidePaging: 'Pagine di slide',
    previousPage: 'Slide precedenti',
    nextPage: 'Slide successive',
    pageOf: (page: number, pages: number) => `Pagina ${page} di ${pages}`,
    lost: {
      title: 'Dove la classe si è persa',
      intro: (min: number) =>
        `Slide ordinate per quota di reazioni «Non seguo» e «Poco chiaro» (slide con almeno ${min} reazioni).`,
      none: (min: number) =>
        `Nessuna slide con almeno ${min} reazioni ha ricevuto «Non seguo» o «Poco chiaro».`,
      share: (share: number, confused: number, total: number) =>
        `${share}% «Non seguo» o «Poco chiaro» (${confused} su ${total} reazioni)`,
      questions: (count: number) =>
        count === 1 ? '1 domanda posta su questa slide' : `${count} domande poste su questa slide`,
      noQuestions: 'Su questa slide non sono state poste domande.',
      notVisibleYet: (count: number) =>
        count === 1
          ? 'Su questa slide è stata posta una domanda; non è ancora visibile per lei.'
          : `Su questa slide sono state poste ${count} domande; non sono ancora visibili per lei.`,
      votes: (up: number, down: number) => `${up} positivi, ${down} negativi`,
      showAll: (count: number) => `Mostra tutto (${count})`,
      showLess: 'Mostra meno',
    },
    csv: {
      group: 'Esporta',
      statistics: 'Scarica le statistiche (CSV)',
      questions: 'Scarica domande e risposte (CSV)',
      timeline: "Scarica l'andamento nel tempo (CSV)",
      statisticsFile: (lectureNum: number) => `lecture-${lectureNum}-statistics.csv`,
      questionsFile: (lectureNum: number) => `lecture-${lectureNum}-questions.csv`,
      timelineFile: (lectureNum: number, slide: string, resolution: number) =>
        `lecture-${lectureNum}-${slide}-timeline-${resolution}.csv`,
    },
    timeline: {
      title: (name: string) => `Andamento nel tempo: ${name}`,
      resolution: 'Risoluzione',
      segments: (count: number) => `${count} intervalli`,
      previousSlide: 'Slide precedente',
      nextSlide: 'Slide successiva',
      slideNav: 'Slide con reazioni',
      shownFor: (clock: string) => `Mostrata per ${clock}`,
      chartLabel: (name: string, resolution: number) =>
        `Grafico delle reazioni nel tempo (${name}), in ${resolution} intervalli. La tabella sottostante riporta gli stessi valori.`,
      showTable: 'Mostra come tabella',
      hideTable: 'Nascondi la tabella',
      tableCaption: (name: string, resolution: number) =>
        `Reazioni nel tempo (${name}), in ${resolution} intervalli`,
      segment: 'Intervallo',
      from: 'Da',
      to: 'A',
      total: 'Totale',
      empty: 'Su questa slide non sono state registrate reazioni.',
      suppressed: (min: number) =>
        `Meno di ${min} studenti hanno reagito su questa slide, perciò le loro reazioni non vengono mostrate singolarmente. I totali della slide sono nelle statistiche della lezione.`,
      noLecture: 'Scelga prima una lezione in «Statistiche».',
      chartLoading: 'Caricamento del grafico…',
      video: 'Video della lezione',
      videoTitle: (name: string) => `Video: ${name}`,
      loadFailed: "Non è stato possibile caricare l'andamento nel tempo.",
      backToLecture: 'Torna alle statistiche della lezione',
    },
    admin: {
      title: 'Statistiche (amministrazione)',
      listLabel: 'Lezioni di tutti i docenti',
      empty: 'Non ci sono ancora lezioni.',
      loadFailed: 'Non è stato possibile caricare le statistiche di amministrazione.',
      lecture: lectureTitle,
      course: 'Corso',
      courseName: 'Nome',
      shortName: 'Nome breve',
      creator: 'Creato da',
      username: 'Nome utente',
      firstName: 'Nome',
      email: 'E-mail',
      university: 'Ateneo',
      created: 'Creazione',
      counts: 'Conteggi',
      fields: {
        pseudonymCreated: 'Pseudonimi',
        newUsers: 'Nuovi utenti',
        questions: 'Domande',
        answers: 'Risposte',
        discussions: 'Discussioni',
      },
    },
  },

  video: {
    loading: 'Caricamento della lezione…',
    notFound: 'Nessuna lezione trovata',
    backToLectures: 'Torna a «Le mie lezioni»',
    number: (lectureNum: number) => `Lezione ${lectureNum}`,
    noVideo: 'Questa lezione non ha un video.',
    playerTitle: (name: string) => `Video: ${name}`,
    playerLoading: 'Caricamento del lettore video…',
    playerFailed:
      "Non è stato possibile caricare il lettore video: potresti essere offline, oppure il servizio video è bloccato su questa rete. Puoi comunque reagire; il tempo delle tue reazioni si conta dall'apertura di questa pagina.",
    intro:
      'Reagisci mentre guardi. Una reazione resta attiva per 60 secondi; premila di nuovo per ritirarla.',
    active: (name: string, seconds: number) => `La tua reazione: ${name} (ancora ${seconds} s)`,
    noActive: 'Nessuna reazione attiva.',
  },

  courses: {
    headingTeacher: 'I miei corsi',
    headingStudent: 'Corsi',
    empty: 'Al momento non ci sono corsi.',
    add: 'Aggiungi un nuovo corso',
    listLabel: 'Corsi',
    startsOn: (date: string) => `Inizio: ${date}`,
    openCourse: (name: string) => `Apri il corso ${name}`,
    courseMenu: (name: string) => `Azioni per il corso ${name}`,
    edit: 'Modifica',
    loadFailed: 'Non è stato possibile caricare i corsi.',
    form: {
      createTitle: 'Aggiungi un nuovo corso',
      editTitle: 'Modifica corso',
      titleLabel: 'TITOLO DEL CORSO',
      shortNameLabel: 'NOME BREVE (FACOLTATIVO)',
      shortNameHint: "Lasci vuoto il campo per usare l'inizio del titolo.",
      startDateLabel: 'DATA DI INIZIO DEL CORSO',
      save: 'Salva',
      update: 'Aggiorna',
      delete: 'Elimina corso',
      confirmDelete: 'Vuole davvero eliminare questo corso?',
      deleted: 'Corso eliminato',
      loadFailed: 'Non è stato possibile caricare il corso.',
      backToCourses: 'Torna a «I miei corsi»',
      errors: {
        titleInvalid: 'Il titolo non è valido.',
        shortNameInvalid: 'Il nome breve non è valido.',
        startDateInvalid: 'La data di inizio non è valida.',
      },
    },
    studentAdd: {
      title: 'Aggiungi un corso',
      body: 'Un corso compare in «I miei corsi» quando entri in una delle sue lezioni. Quando la lezione è in corso, inserisci il codice della lezione mostrato dal docente; quando il docente ti fa entrare, il corso viene aggiunto ai tuoi.',
      join: 'Entra in una lezione',
      back: 'Torna a «I miei corsi»',
      addCourse: 'Aggiungi un corso',
    },
  },

  lectures: {
    heading: 'Le mie lezioni',
    emptyTeacher: 'Al momento non ci sono lezioni. Crei una nuova lezione.',
    emptyStudent: 'Al momento non ci sono lezioni.',
    add: 'Aggiungi una nuova lezione',
    listLabel: 'Lezioni',
    noCourse: 'Selezionare un corso per vederne le lezioni.',
    goToCourses: 'Vai a «I miei corsi»',
    loadFailed: 'Non è stato possibile caricare le lezioni.',
    timing: { live: 'In corso', future: 'Programmata', past: 'Conclusa' },
    number: (lectureNum: number) => `Lezione ${lectureNum}`,
    openPrefix: 'Apri ',
    actions: (lectureNum: number) => `Azioni per la lezione ${lectureNum}`,
    video: 'Video',
    videoOf: (lectureNum: number) => `Video della lezione ${lectureNum}`,
    menu: {
      statistics: 'Statistiche',
      myQuestions: 'Le mie domande',
      myAnswers: 'Le mie risposte',
      edit: 'Modifica',
    },
    form: {
      createTitle: 'Aggiungi una nuova lezione',
      editTitle: 'Modifica lezione',
      name: 'Nome della lezione',
      date: 'Data',
      startTime: 'Ora di inizio',
      endTime: 'Ora di fine',
      endsNextDay: 'Termina il giorno successivo.',
      permissions: 'Durante la lezione',
      allowQuestions: 'Consenti domande e risposte',
      allowDiscussions: 'Consenti discussioni durante la lezione',
      videoLecture: 'Videolezione',
      videoLectureHint: 'Indichi il link a un video invece di una presentazione PDF.',
      videoLink: 'Link al video',
      videoLinkHint: 'Un link YouTube, per esempio https://youtu.be/...',
      previewVideo: 'Anteprima del video',
      previewTitle: 'Anteprima video',
      presentation: 'Presentazione (PDF)',
      choosePdf: 'Scegli PDF',
      replacePdf: 'Sostituisci PDF',
      removeFile: 'Rimuovi il file scelto',
      noFile: 'Nessun file scelto.',
      hasPresentation: 'È stata caricata una presentazione. Scelga un PDF per sostituirla.',
      uploaded: 'Presentazione caricata.',
      save: 'Salva',
      update: 'Aggiorna',
      delete: 'Elimina',
      confirmDelete: 'Vuole davvero eliminare questa lezione?',
      deleted: 'Lezione eliminata',
      notFound: 'Nessuna lezione trovata',
      backToLectures: 'Torna a «Le mie lezioni»',
      errors: {
        nameRequired: 'Inserisca un nome.',
        dateRequired: 'Inserisca una data.',
        startTimeRequired: "Inserisca l'ora di inizio.",
        endTimeRequired: "Inserisca l'ora di fine.",
        endBeforeStart: "L'ora di fine deve essere successiva all'ora di inizio.",
      },
    },
    videoLinkTooLong: 'Il link al video è troppo lungo.',
    presentationPdfOnly: 'Le presentazioni devono essere file PDF.',
  },

  classStatus: {
    title: 'Gestione lezione',
    noLiveLecture: "Al momento non c'è nessuna lezione in corso. Crei una nuova lezione.",
    addLecture: 'Aggiungi una nuova lezione',
    liveLecture: 'Lezione in corso',
    lectureTime: (start: string, end: string) => `${start}–${end}`,
    editLecture: 'Modifica lezione',
    startLecture: 'Avvia la lezione',
    continuePresentation: 'Riprendi la presentazione',
    continueLecture: 'Riprendi la lezione',
    endLecture: 'Termina la lezione',
    loadFailed: 'Non è stato possibile caricare le lezioni.',
    lectureEnded: 'La lezione è terminata.',
    startWarning: {
      title: 'Nuova connessione',
      body: "Avviando la lezione si apre una nuova connessione in diretta. Gli studenti entrano con il codice della lezione e attendono nella sala d'attesa finché lei non li ammette.",
      waiting: (count: number) =>
        count === 1
          ? "In sala d'attesa c'è 1 studente."
          : `In sala d'attesa ci sono ${count} studenti.`,
      cancel: 'Annulla',
      start: 'Avvia la lezione',
    },
    endConfirm: 'Vuole davvero terminare questa lezione?',
    endConfirmBody: 'Gli studenti non potranno più inviare reazioni; le domande restano aperte.',
    noPresentation: 'Non è stata caricata nessuna presentazione. Vuole procedere comunque?',
    code: {
      title: 'Codice della lezione',
      request: 'Richiedi codice lezione',
      stop: 'Interrompi la visualizzazione',
      requestShort: 'Richiedi codice',
      stopShort: 'Interrompi',
      codeLabel: 'Codice della lezione',
      none: 'Nessun codice della lezione visualizzato.',
      timeLeft: 'Tempo rimanente',
      expiresIn: (time: string) => `Scade tra ${time}`,
      joinAt: 'Oppure apri',
      qrLabel: (url: string) => `Codice QR: scansiona per entrare da ${url}`,
      showOverSlide: 'Mostra il codice',
      hideOverSlide: 'Nascondi il codice',
      overSlideTitle: 'Entra in questa lezione',
      joinedCount: (count: number) => `${count} entrati`,
      joinedLabel: (count: number) =>
        count === 1
          ? '1 studente è entrato nella lezione'
          : `${count} studenti sono entrati nella lezione`,
      loopbackWarning:
        'I telefoni non possono aprire questo link: punta soltanto a questo computer. Imposti PUBLIC_URL su un indirizzo raggiungibile dai telefoni degli studenti (README, Running a lecture).',
      courseBusy: 'Errore: corso occupato',
      accessDenied: 'Accesso negato',
    },
    permissions: {
      title: 'Permessi',
      allowQuestions: 'Consenti domande e risposte',
      allowDiscussions: 'Consenti discussioni durante la lezione',
      allowReactions: 'Consenti reazioni',
    },
    info: {
      title: 'Informazioni sulla lezione',
      attending: 'Pseudonimi assegnati in questa lezione',
      newAccountsLecture: 'Nuovi account creati in questa lezione',
      newAccountsCourse: 'Nuovi account creati in questo corso',
      accountsCourse: 'Studenti iscritti a questo corso',
      tooltip: 'Se questo numero non corrisponde ai presenti, prema AZZERA.',
      aboutCounter: (label: string) => `Informazioni: ${label}`,
      resetReg: 'Azzera iscritti',
      resetNoReg: 'Azzera non iscritti',
      resetNew: 'Azzera nuovi account',
      confirmReset: {
        reg: 'Vuole davvero eliminare tutti gli pseudonimi degli studenti iscritti in questa lezione?',
        noreg:
          'Vuole davvero eliminare tutti gli pseudonimi degli studenti non iscritti in questa lezione?',
        new: 'Vuole davvero eliminare tutti i nuovi account creati in questa lezione e i relativi pseudonimi?',
      },
      resetDone: 'Azzeramento eseguito.',
    },
    waitingRoom: {
      title: "Sala d'attesa",
      groups: {
        new: 'Nuovi account',
        noReg: 'Non iscritti',
        reg: 'Iscritti',
      },
      admit: 'Ammetti',
      kick: 'Rimuovi',
      admitGroup: (group: string) => `Ammetti: ${group}`,
      kickGroup: (group: string) => `Rimuovi: ${group}`,
      count: (group: string, count: number) => `${group}: ${count}`,
      updateTitle: "Novità in sala d'attesa!",
      updateBody: 'Ci sono nuovi account e pseudonimi non ancora ammessi.',
      updateQuestion: 'Vuole ammetterli?',
      warningLabel: 'Avviso sugli ingressi',
      burstWarning: (perMinute: number) =>
        `Numero insolitamente alto di richieste di ingresso da una stessa rete: ${perMinute} in un minuto.`,
      refusedWarning: (refused: number) =>
        refused === 1
          ? "1 richiesta di ingresso è stata respinta dai limiti della sala d'attesa."
          : `${refused} richieste di ingresso sono state respinte dai limiti della sala d'attesa.`,
      checkBeforeAdmitting: "Controlli la sala d'attesa prima di ammettere tutti.",
      waitingSummary: (parts: string) => `In attesa: ${parts}.`,
      groupCount: (group: string, count: number) => `${group}: ${count}`,
      admitAutomatically: 'Ammetti automaticamente',
      admitAutomaticallyHint:
        'Gli studenti in arrivo vengono ammessi senza chiedere conferma; ricevono come sempre pseudonimi e credenziali.',
      admittedCount: (count: number) => `Ammessi in questa lezione: ${count}`,
    },
    extension: {
      title: 'Fine della lezione',
      body: (minutes: number) =>
        `La sua lezione è terminata o sta per terminare (${minutes} min). Vuole prolungarla di 10 minuti?`,
      extended: 'La lezione è stata prolungata di 10 minuti.',
    },
  },

  presentation: {
    back: 'Indietro',
    questions: 'Domande e risposte',
    newQuestions: (count: number) => (count === 1 ? ' nuova domanda' : ' nuove domande'),
    questionsPanel: 'Domande',
    closeQuestions: 'Chiudi le domande',
    allQuestions: 'Apri la pagina delle domande',
    backToQuestions: 'Torna alle domande',
    votes: (up: number, down: number) => `Voti +${up} / −${down}`,
    enterFullScreen: 'Schermo intero',
    exitFullScreen: 'Esci dallo schermo intero',
    classStatus: 'Gestione lezione',
    closeClassStatus: 'Chiudi la gestione lezione',
    toolbar: 'Comandi della lezione',
    missing: 'La presentazione PDF non è stata caricata correttamente. La carichi di nuovo.',
    loading: 'Caricamento della lezione…',
    notFound: 'Nessuna lezione trovata',
    noSlides: 'Nessuna presentazione: le reazioni riguardano la lezione nel suo insieme.',
    liveReactions: 'Reazioni in diretta',
    hideReactions: 'Nascondi le reazioni',
    showReactions: 'Mostra le reazioni',
    manage: {
      current: 'Presentazione attuale',
      uploadedOn: (date: string) => `Caricata il ${date}`,
      preview: 'Anteprima',
      delete: 'Elimina la presentazione',
      confirmDelete: 'Vuole davvero eliminare questa presentazione?',
      deleted: 'Presentazione eliminata',
      previewing: (file: string) => `Anteprima: ${file}`,
      close: 'Chiudi la presentazione',
      progress: (percent: number) => `Caricamento della presentazione… ${percent}%`,
      pdfOnly: 'Solo file PDF.',
    },
  },
  lti: {
    openInNewWindow: 'Apri in una nuova finestra',
    openInNewWindowHint:
      "Apre questa pagina fuori dalla piattaforma di e-learning, con l'accesso già effettuato.",
    launch: {
      title: 'Apertura di Open4Feedback',
      signingIn: 'Accesso tramite la piattaforma di e-learning…',
      failedTitle: "L'apertura non è riuscita",
      noHandoff:
        "Questa pagina si apre dalla piattaforma di e-learning. Riaprire da lì l'attività del corso.",
      failed:
        "Non è stato possibile completare l'apertura. Riaprire l'attività dalla piattaforma di e-learning.",
      lectureNotOpen:
        'La lezione non è ancora aperta: si aprirà qui quando il docente ne mostrerà il codice.',
      newWindowFailed:
        "Non è stato possibile effettuare l'accesso in questa finestra. Riaprire l'attività dalla piattaforma di e-learning.",
      linkQuestion:
        'Ha effettuato l’accesso a Open4Feedback come docente. Questo account è anche il Suo sulla piattaforma di e-learning? Lo colleghi solo se ha avviato Lei questa attività.',
      linkYes: 'Sì, collegalo al mio account',
      linkNo: 'No, tienili separati',
    },
    deepLink: {
      title: 'Colleghi Open4Feedback al suo corso',
      intro: (platform: string) =>
        `Scelga il corso, o una sua lezione, che questa attività apre in ${platform}.`,
      existing: 'Uno dei miei corsi',
      create: 'Un nuovo corso',
      course: 'Corso',
      lecture: 'Lezione',
      wholeCourse: "L'intero corso (gli studenti entrano nella lezione in corso)",
      lectureOption: lectureTitle,
      noCourses: 'Non ha ancora corsi: ne crei uno qui.',
      courseName: 'Nome del corso',
      shortName: 'Nome breve',
      submit: 'Aggiungi alla piattaforma di e-learning',
      returning: 'Ritorno alla piattaforma di e-learning…',
      loadFailed:
        "Non è stato possibile caricare i corsi. Aggiunga di nuovo l'attività nella piattaforma di e-learning.",
      pickCourse: 'Scelga un corso.',
    },
    platforms: {
      title: 'Piattaforme LTI',
      registrationTitle: 'URL di registrazione',
      registrationHelp:
        'In Moodle: Amministrazione del sito > Plugin > Moduli attività > Tool esterno > Gestione tool. Incolli questo URL come URL del tool e prema «Aggiungi LTI Advantage».',
      noRegistrationUrl:
        'La registrazione dinamica è disattivata: imposti LTI_REGISTRATION_KEY sul server per ottenere un URL di registrazione.',
      copy: 'Copia',
      copied: "L'URL di registrazione è stato copiato.",
      copyFailed: "Non è stato possibile copiare l'URL: lo selezioni e lo copi manualmente.",
      listTitle: 'Piattaforme registrate',
      none: 'Nessuna piattaforma registrata.',
      name: 'Nome',
      issuer: 'Emittente (issuer)',
      clientId: 'Client ID',
      deploymentIds: 'Deployment ID',
      registeredVia: 'Registrazione',
      createdAt: 'Aggiunta il',
      via: { dynamic: 'Registrazione dinamica', manual: 'Manuale' },
      add: 'Aggiungi una piattaforma',
      addTitle: 'Aggiungi una piattaforma manualmente',
      deploymentId: 'Deployment ID',
      authUrl: 'URL di autorizzazione',
      tokenUrl: 'URL del token di accesso',
      jwksUrl: 'URL del set di chiavi pubbliche (JWKS)',
      urlHint: 'https, oppure http su 127.0.0.1 o localhost',
      cancel: 'Annulla',
      save: 'Aggiungi',
      added: 'La piattaforma è stata aggiunta.',
      remove: 'Rimuovi',
      removeLabel: (name: string) => `Rimuovi ${name}`,
      confirmRemove: 'Vuole davvero rimuovere questa piattaforma?',
      removeConsequence:
        'I link a Open4Feedback presenti nella piattaforma di e-learning smetteranno di funzionare.',
      removed: 'La piattaforma è stata rimossa.',
      loadFailed: 'Non è stato possibile caricare le piattaforme.',
    },
    errors: {
      nameRequired: 'Inserisca un nome.',
      clientIdRequired: 'Inserisca il Client ID.',
      deploymentIdRequired: 'Inserisca il Deployment ID.',
      urlInvalid: 'Inserisca un URL completo (https, oppure http su localhost).',
      courseNameRequired: 'Inserisca il nome del corso.',
      courseShortNameRequired: 'Inserisca un nome breve.',
    },
  },

  passkeys: {
    keep: 'Conserva questo account con una passkey',
    keepIntro:
      'Il tuo telefono o computer custodisce la chiave del tuo account e la sblocca con impronta digitale, riconoscimento del volto o blocco schermo. Niente da annotare.',
    keeping: 'In attesa del dispositivo…',
    kept: 'Il tuo account è salvato con una passkey su questo dispositivo. La prossima volta scegli «Accedi con una passkey».',
    alsoCredentials:
      'Non ti servono più, ma se vuoi accedere da un altro dispositivo, ecco il tuo ID privato e la password:',
    login: 'Accedi con una passkey',
    loggingIn: 'In attesa della passkey…',
    cancelled: 'Nessuna passkey utilizzata. È possibile riprovare.',
    notSaved:
      'Nessuna passkey salvata. Puoi riprovare oppure conservare il tuo ID privato e la password.',
    failed: 'Si è verificato un problema con la passkey. Riprovare.',
    settingsTitle: 'Passkey',
    settingsIntro:
      'Una passkey consente di accedere su questo dispositivo con impronta digitale, riconoscimento del volto o blocco schermo invece che con una password.',
    add: 'Aggiungi una passkey',
    added: 'Passkey aggiunta.',
    none: 'Non è ancora stata aggiunta nessuna passkey.',
    unsupported: 'Questo browser non supporta le passkey.',
    listLabel: "Passkey dell'account",
    name: (index: number) => `Passkey ${index}`,
    created: (date: string) => `Aggiunta il ${date}`,
    lastUsed: (date: string) => `ultimo utilizzo il ${date}`,
    neverUsed: 'mai utilizzata',
    remove: 'Rimuovi',
    removeLabel: (name: string) => `Rimuovi ${name}`,
    removed: 'Passkey rimossa. Rimuoverla anche dal dispositivo, nelle impostazioni delle passkey.',
    loadFailed: 'Non è stato possibile caricare le passkey.',
  },
  sso: {
    button: "Accedi con l'account di ateneo",
    or: 'oppure',
    completeTitle: "Accesso con l'account di ateneo",
    signingIn: 'Accesso in corso…',
    failedTitle: "L'accesso non è riuscito",
    noHandoff:
      "Questa pagina completa un accesso con l'account di ateneo. Acceda di nuovo dalla pagina di accesso docenti.",
    failed: "Non è stato possibile completare l'accesso. Acceda di nuovo.",
    backToLogin: "Torna all'accesso docenti",
    refusedTitle: "L'accesso con l'account di ateneo non è riuscito",
    refused: {
      disabled:
        "L'accesso con l'account di ateneo non è configurato su questo server. Acceda invece con il suo nome utente.",
      unavailable:
        'Il servizio di accesso di ateneo non è raggiungibile in questo momento. Riprovi tra qualche minuto oppure acceda con il suo nome utente.',
      state:
        "Questo accesso ha richiesto troppo tempo oppure è già stato utilizzato. Prema di nuovo il pulsante di accesso con l'account di ateneo.",
      denied: "L'accesso è stato annullato nella pagina di login dell'ateneo. Può riprovare.",
      failed:
        'Il login di ateneo ha inviato una risposta che non è stato possibile verificare. Riprovi; se il problema si ripete, si rivolga al supporto informatico.',
      unverified:
        'Il suo account di ateneo non ha un indirizzo e-mail verificato, quindi non è possibile aprire con esso un account docente.',
      domain:
        "Il suo indirizzo e-mail di ateneo non è tra quelli accettati da questo server per i docenti. Chieda all'amministratore quale accesso utilizzare.",
      not_teacher:
        "Questo indirizzo e-mail appartiene a un account studente. L'accesso con l'account di ateneo è riservato ai docenti.",
    },
  },
};
