// Español: los textos del servidor. Al profesorado se le trata de usted y a los estudiantes de tú
// (como en la aplicación web); los textos que leen ambos van en forma neutra o de usted. Los
// términos son los de la web: clase, código de clase, ID privado, seudónimo, docente, cuarentena.
import type { ServerCatalogue } from './english.ts';

export const es: ServerCatalogue = {
  AUTH_MESSAGES: {
    loginRequired: 'Es necesario iniciar sesión.',
    sessionExpired: 'Su sesión ha caducado. Vuelva a iniciar sesión.',
    teachersOnly: 'Solo los docentes pueden hacer esto.',
    studentsOnly: 'Solo los estudiantes pueden hacer esto.',
    adminsOnly: 'Solo los docentes con permisos de administración pueden hacer esto.',
    wrongTeacherLogin: 'El nombre de usuario o la contraseña no son correctos.',
    wrongStudentLogin: 'El ID privado o la contraseña no son correctos.',
    loggedIn: 'Sesión iniciada.',
    loggedOut: 'Sesión cerrada.',
    tooManyAttempts: 'Demasiados intentos. Vuelva a intentarlo dentro de un minuto.',
    wrongCurrentPassword: 'La contraseña actual no es correcta.',
    passwordUpdated: 'Contraseña cambiada.',
    verifyEmailFirst: 'Primero verifique su correo electrónico.',
  },
  TEACHER_MESSAGES: {
    registered:
      'Registro completado. Revise su correo electrónico institucional para verificar su dirección.',
    emailTaken: 'Este correo electrónico ya está registrado.',
    usernameTaken: 'Este nombre de usuario ya está en uso.',
    emailVerified: 'Su correo electrónico se ha verificado. Ya puede iniciar sesión.',
    verificationInvalid: 'Este enlace de verificación no es válido o ha caducado.',
    profile: 'Perfil del docente.',
    teachers: 'Docentes.',
    updated: 'Perfil actualizado.',
    updatedVerifyEmail:
      'Perfil actualizado. Revise su correo electrónico institucional para verificar la nueva dirección.',
    notFound: 'No se ha encontrado al docente.',
    ownProfileOnly: 'Solo puede editar su propio perfil.',
  },
  STUDENT_MESSAGES: {
    created: 'Cuenta creada.',
    credentialsIssued: 'Se han creado tu ID privado y tu contraseña. Guárdalos en lugar seguro.',
    anonIdTaken: 'Este ID privado ya está en uso.',
    anonIdInvalid:
      'El ID privado debe tener de 4 a 64 caracteres entre letras, dígitos, puntos, guiones y guiones bajos.',
    profile: 'Perfil de usuario.',
    users: 'Usuarios.',
    notFound: 'No se ha encontrado al usuario.',
    ownAccountOnly: 'Solo puedes acceder a tu propia cuenta.',
  },
  COURSE_MESSAGES: {
    list: 'Cursos.',
    found: 'Curso.',
    created: 'Curso creado.',
    updated: 'Curso actualizado.',
    deleted: 'Curso eliminado',
    notFound: 'No se ha encontrado el curso.',
    noAccess: 'No tiene acceso a este curso.',
  },
  LECTURE_MESSAGES: {
    list: 'Clases.',
    found: 'Clase.',
    created: 'Clase creada.',
    updated: 'Clase actualizada.',
    deleted: 'Clase eliminada',
    notFound: 'No se ha encontrado la clase.',
    started: 'Clase iniciada.',
    ended: 'Clase finalizada.',
    extended: 'La clase se ha prolongado 10 minutos.',
    alreadyEnded: 'La clase ha terminado.',
  },
  PRESENTATION_MESSAGES: {
    uploaded: 'Presentación subida.',
    meta: 'Presentación.',
    deleted: 'Presentación eliminada',
    missing: 'La presentación en PDF no se subió correctamente. Vuelva a subirla.',
    pdfOnly: 'Solo se pueden subir presentaciones en PDF.',
    noFile: 'Elija la presentación en PDF que quiere subir.',
    tooLarge: (maxMb: number) => `La presentación ocupa más de ${maxMb} MB.`,
    busy: 'Ahora mismo se están subiendo demasiadas presentaciones. Vuelva a intentarlo dentro de un minuto.',
    ownUploadRunning:
      'Su subida anterior de una presentación todavía está en curso. Espere a que termine.',
  },
  FEEDBACK_MESSAGES: {
    list: 'Sugerencias.',
    found: 'Sugerencia.',
    notFound: 'No se ha encontrado la sugerencia.',
  },
  GENERIC_MESSAGES: {
    routeNotFound: 'No se ha encontrado.',
    internal: 'Error interno del servidor',
    invalidBody: 'La solicitud no es válida.',
    invalidId: 'El ID no es válido.',
    controlCharacters: 'El texto no puede contener caracteres de control.',
    databaseUnavailable: 'La base de datos no está disponible. Vuelva a intentarlo en un momento.',
    bodyTooSlow:
      'La solicitud llegó demasiado despacio y se interrumpió. Compruebe su conexión y vuelva a intentarlo.',
  },
  QA_MESSAGES: {
    questionsNotAllowed: 'Por ahora no se permiten preguntas',
    answersNotAllowed: 'Por ahora no se permiten respuestas',
    discussionsNotAllowed: 'Por ahora no se permiten conversaciones',
    readOnly: 'No se pueden hacer preguntas; solo puedes leer',
    ownPost: '¡No puedes interactuar con tu propia publicación!',
    teacherPostNoFlag: 'Las publicaciones del docente no se pueden denunciar.',
    notInDoghouse: 'Solo se pueden reclamar las publicaciones que están en cuarentena.',
    teacherNoRiseUp: 'Los docentes no pueden reclamar publicaciones.',
    notEditable: 'Esta publicación ya no se puede editar.',
    notAuthor: 'Solo la persona autora puede modificar esta publicación.',
    cannotDelete: 'Esta pregunta ya no se puede eliminar.',
    tooManyAnswers: 'Esta pregunta ha alcanzado el número máximo de respuestas.',
    lowReputation:
      'Se han denunciado demasiadas publicaciones tuyas; por ahora no puedes publicar.',
    postFlagged: 'Esta publicación está en cuarentena; no se puede responder.',
    questionNotFound: 'No se ha encontrado la pregunta.',
    answerNotFound: 'No se ha encontrado la respuesta.',
    discussionNotFound: 'No se ha encontrado la conversación.',
    discussionOwnAnswer: 'No se puede iniciar una conversación sobre una respuesta propia.',
    discussionNotParticipant:
      'En una conversación solo participan quien escribió la respuesta y quien inició la conversación.',
    invalidVote: 'El voto debe ser 1 o -1.',
    invalidLectureIds: 'Los ID de las clases deben ser una lista JSON de números.',
    questions: 'Preguntas.',
    question: 'Pregunta.',
    questionPosted: 'Pregunta publicada.',
    questionUpdated: 'Pregunta actualizada.',
    questionDeleted: 'Pregunta eliminada.',
    answers: 'Respuestas.',
    answer: 'Respuesta.',
    answerPosted: 'Respuesta publicada.',
    answerUpdated: 'Respuesta actualizada.',
    discussions: 'Conversaciones.',
    discussion: 'Conversación.',
    discussionStarted: 'Conversación iniciada.',
    discussionReplied: 'Mensaje publicado.',
    voted: 'Voto guardado.',
    voteRemoved: 'Voto retirado.',
    flagged: 'Publicación denunciada.',
    unflagged: 'Denuncia retirada.',
    risenUp: 'Reclamación guardada.',
    riseUpRemoved: 'Reclamación retirada.',
    history: 'Historial.',
    teacherOnly: 'Solo el docente de la clase puede hacer esto.',
    markedAnswered: 'Pregunta marcada como respondida.',
    unmarkedAnswered: 'La pregunta ya no está marcada como respondida.',
    highlighted: 'Pregunta destacada.',
    highlightCleared: 'Se ha quitado el destacado.',
  },
  STATISTICS_MESSAGES: {
    expressionStat: 'Estadísticas de las reacciones.',
    slideStats: 'Estadísticas de las reacciones por diapositiva.',
    slideInteractions: 'Interacciones por diapositiva.',
    interactionsExist: 'Hay interacciones por diapositiva.',
    adminStatistics: 'Estadísticas de administración.',
    slideInvalid: 'El número de diapositiva no es válido.',
    videoExpressionSaved: 'Reacción al vídeo guardada.',
    videoExpressionTakenBack: 'Reacción al vídeo retirada.',
    videoInteractionSaved: 'Interacción con el vídeo guardada.',
    lastVideoExpression: 'Última reacción al vídeo.',
    videoTagInvalid: 'La reacción no es válida.',
    videoTimeInvalid: 'El momento del vídeo no es válido.',
    videoEndBeforeTime: 'El final no puede ser anterior al momento indicado.',
    noVideo: 'Esta clase no tiene vídeo.',
  },
  CLASS_STATUS_MESSAGES: {
    classIdValid: 'Este código de clase es válido.',
    info: 'Datos de la clase.',
    statistics: 'Estadísticas de la clase.',
    pseudonym: 'Seudónimo.',
    noPseudonym: 'No tienes seudónimo en esta clase.',
    liveAttending: 'Clase en directo.',
    joinLink: 'Enlace para unirse.',
    reset: (removed: number) =>
      removed === 1 ? '1 seudónimo eliminado.' : `${removed} seudónimos eliminados.`,
  },
  NOTIFICATION_MESSAGES: {
    list: 'Notificaciones.',
    acknowledged: 'Notificaciones marcadas como leídas.',
    notFound: 'No se ha encontrado la notificación.',
  },
  PASSKEY_MESSAGES: {
    options: 'Opciones de la llave de acceso.',
    added: 'Llave de acceso añadida. Ya se puede iniciar sesión con ella en este dispositivo.',
    list: 'Sus llaves de acceso.',
    removed: 'Llave de acceso quitada.',
    alreadyAdded: 'Esta llave de acceso ya está añadida.',
    notFound: 'No se ha encontrado la llave de acceso.',
    challengeExpired: 'Esta solicitud de llave de acceso ha caducado. Vuelva a intentarlo.',
    notVerified: 'No se ha podido comprobar la llave de acceso. Vuelva a intentarlo.',
    unknownPasskey:
      'Esta llave de acceso no se reconoce aquí. Puede que se haya quitado; inicia sesión con tu ID privado y tu contraseña.',
  },
  SSO_MESSAGES: {
    config: 'Acceso con cuenta institucional.',
    handoffInvalid:
      'Este inicio de sesión ha caducado o ya se había utilizado. Vuelva a iniciar sesión.',
  },
  TEACHER_TEXT: {
    firstNameRequired: 'Escriba su nombre.',
    lastNameRequired: 'Escriba sus apellidos.',
    emailRequired: 'Escriba su correo electrónico.',
    emailInvalid: 'El correo electrónico no es válido.',
    universityRequired: 'Indique su universidad.',
    // El mismo inglés que STUDENT_TEXT.passwordRequired: un solo texto para ambos lectores.
    passwordRequired: 'Escriba la contraseña.',
    passwordsDiffer: 'Las contraseñas no coinciden.',
    confirmRequired: 'Confirme la contraseña.',
    loginIdInvalid: 'El identificador no es válido.',
    loginPasswordInvalid: 'La contraseña no es válida.',
    weakPassword: 'La contraseña es demasiado débil. Cumpla los requisitos indicados arriba.',
    currentPasswordRequired: 'Escriba su contraseña actual.',
    newPasswordRequired: 'Escriba una contraseña nueva.',
  },
  STUDENT_TEXT: {
    privateIdRequired: 'Escribe tu ID privado.',
    passwordRequired: 'Escriba la contraseña.',
  },
  LECTURE_TEXT: {
    nameRequired: 'Escriba un nombre.',
    dateRequired: 'Indique una fecha.',
    startTimeRequired: 'Indique la hora de inicio.',
    endTimeRequired: 'Indique la hora de fin.',
    endBeforeStart: 'La hora de fin debe ser posterior a la hora de inicio.',
  },
  COURSE_TEXT: {
    titleInvalid: 'El título no es válido.',
    shortNameInvalid: 'El nombre corto no es válido.',
    startDateInvalid: 'La fecha de inicio no es válida.',
  },
  LTI_TEXT: {
    handoffRequired: 'Falta el código de lanzamiento.',
    nameRequired: 'Escriba un nombre.',
    issuerRequired: 'Escriba el emisor (issuer).',
    clientIdRequired: 'Escriba el ID de cliente.',
    deploymentIdRequired: 'Escriba el ID de despliegue.',
    urlInvalid: 'Escriba una URL completa (https, o http en localhost).',
    courseNameRequired: 'Escriba el nombre del curso.',
    courseShortNameRequired: 'Escriba un nombre corto.',
  },
  CLASS_CODE_TEXT: {
    notANumber: 'El código de clase solo puede contener números.',
    required: 'Escribe el código de clase.',
    noSuchClass: 'Lo sentimos, ahora mismo no hay ninguna clase con este código de clase.',
    expired: 'Este código de clase ha caducado. Pide uno nuevo a tu docente.',
  },
  SOCKET_TEXT: {
    accessDenied: 'Acceso denegado',
    invalidClassId: 'Código de clase no válido',
    invalidLectureDetails: 'Datos de la clase no válidos',
    alreadyAttending: 'Ya estás en esta clase',
    courseBusy: 'Error: el curso está ocupado',
    disconnectedFromWaitingRoom: 'Se ha perdido la conexión con la sala de espera',
    tooManyJoining:
      'Ahora mismo se están uniendo demasiados estudiantes desde tu red. Espera un momento y vuelve a intentarlo.',
    waitingRoomFull:
      'La sala de espera está llena en este momento. Espera un momento y vuelve a intentarlo.',
    lectureFullForNewAccounts:
      'Esta clase no admite más estudiantes sin cuenta. Inicia sesión y vuelve a intentarlo.',
    reactionsPaused: 'No se aceptan reacciones: la clase está en pausa.',
    overload: 'Demasiadas reacciones. Espera un momento.',
    slideMoved:
      'Tu docente ha cambiado de diapositiva: tu reacción no se ha contado. Vuelve a pulsar para la diapositiva que está en pantalla.',
    removedFromClass: 'Te han retirado de la clase.',
    lectureEnded: 'La clase ha terminado.',
    lectureNotStarted: 'Espera a que tu docente inicie la clase',
    teachersOnly: 'Solo el docente puede hacer esto.',
    studentsOnly: 'Solo los estudiantes pueden enviar reacciones.',
    invalidPayload: 'Solicitud no válida',
    internal: 'Algo ha fallado. Vuelva a intentarlo.',
    databaseUnavailable: 'La base de datos no está disponible. Vuelva a intentarlo en un momento.',
    reactionNotSaved:
      'Tu docente ve tu reacción, pero todavía no se ha podido guardar. Se guardará cuando la base de datos vuelva a estar disponible.',
  },
  LTI_MESSAGES: {
    registrationKey:
      'No se ha registrado nada: la URL de registro no contiene una clave válida. Copie la URL de registro completa desde la página de administración de Open4Feedback.',
    registrationParams:
      'No se ha registrado nada: la plataforma de aprendizaje no ha enviado su dirección openid_configuration.',
    registrationUrl:
      'No se ha registrado nada: la configuración de la plataforma de aprendizaje debe estar accesible por https (http solo en localhost).',
    registrationConfig:
      'No se ha registrado nada: la configuración de la plataforma de aprendizaje no se ha podido leer o está incompleta.',
    registrationIssuer:
      'No se ha registrado nada: el emisor (issuer) de la configuración de la plataforma de aprendizaje no coincide con la dirección desde la que se leyó.',
    registrationRefused:
      'No se ha registrado nada: la plataforma de aprendizaje ha rechazado el registro.',
    loginParams:
      'La plataforma de aprendizaje ha enviado una solicitud de inicio de sesión incompleta (se necesitan iss y login_hint).',
    loginUnknownPlatform:
      'Esta plataforma de aprendizaje no está registrada en Open4Feedback. Pida a su administrador que la registre.',
    loginAmbiguous:
      'Esta plataforma de aprendizaje está registrada más de una vez; debe indicar qué cliente abre (client_id).',
    loginDeployment: 'Este despliegue de la herramienta no está registrado en Open4Feedback.',
    launchParams:
      'El acceso está incompleto: la plataforma de aprendizaje no ha enviado id_token o state.',
    launchState:
      'Este acceso ha caducado o ya se ha utilizado. Vuelva a abrir Open4Feedback desde su curso.',
    launchPlatformGone:
      'La plataforma de aprendizaje de este acceso ya no está registrada en Open4Feedback.',
    launchAlgorithm: 'Se ha rechazado el acceso: no está firmado con RS256.',
    launchSignature:
      'Se ha rechazado el acceso: su firma no coincide con las claves de la plataforma de aprendizaje.',
    launchKeys:
      'No se han podido obtener las claves de la plataforma de aprendizaje. Vuelva a intentarlo en un momento.',
    launchIssuer:
      'Se ha rechazado el acceso: procede de un emisor distinto de la plataforma de aprendizaje registrada.',
    launchAudience: 'Se ha rechazado el acceso: no va dirigido a Open4Feedback.',
    launchAzp: 'Se ha rechazado el acceso: su parte autorizada (azp) no es Open4Feedback.',
    launchExpired: 'Se ha rechazado el acceso: ha caducado. Vuelva a abrir Open4Feedback.',
    launchNonce: 'Se ha rechazado el acceso: no corresponde a este inicio de sesión (nonce).',
    launchInvalid: 'Se ha rechazado el acceso: su id_token no es válido.',
    launchDeployment:
      'Se ha rechazado el acceso: este despliegue de la herramienta no está registrado.',
    launchMessageType: 'Se ha rechazado el acceso: Open4Feedback no admite este tipo de mensaje.',
    launchVersion: 'Se ha rechazado el acceso: solo se admite LTI 1.3.0.',
    launchSubject: 'Se ha rechazado el acceso: no indica ningún usuario.',
    launchResourceLink: 'Se ha rechazado el acceso: no indica ningún enlace de recurso.',
    launchDeepLinkSettings:
      'Se ha rechazado el acceso: faltan sus ajustes de enlace profundo (deep linking).',
    launchDeepLinkLearner: 'Solo los docentes pueden añadir Open4Feedback a un curso.',
    launchStudentAccount:
      'Esta cuenta de la plataforma de aprendizaje la usa un estudiante en Open4Feedback y no puede abrirlo como docente.',
    launchNoCourse:
      'Este curso de la plataforma de aprendizaje aún no está vinculado a Open4Feedback. Pide a tu docente que abra primero Open4Feedback desde el curso.',
    launchOtherTeachersCourse:
      'Esta actividad abre en Open4Feedback el curso de otro docente, que solo esa persona puede impartir. Vuelva a añadir la herramienta a su curso de la plataforma de aprendizaje y vincule uno de sus propios cursos.',
    launchNoContext:
      'El acceso no indica ningún curso (context); abra Open4Feedback desde un curso.',
    handoffUnknown:
      'Este enlace de acceso ha caducado o ya se ha utilizado. Vuelva a abrir Open4Feedback desde su curso.',
    deepLinkUnknown:
      'Esta selección de curso ha caducado. Vuelva a añadir Open4Feedback desde la plataforma de aprendizaje.',
    platformNotFound: 'No se ha encontrado la plataforma.',
    platformAdded: 'Plataforma añadida.',
    platformRemoved: 'Plataforma eliminada.',
    platforms: 'Plataformas LTI',
    session: 'Sesión iniciada desde la plataforma de aprendizaje.',
    deepLinkOptions: 'Sus cursos',
    deepLinkDone: 'Curso vinculado.',
  },
  LTI_PAGES: {
    registerRefused: 'Open4Feedback no se ha registrado',
    loginRefused: 'Open4Feedback no se ha podido iniciar',
    launchRefused: 'Open4Feedback no se ha podido abrir',
    registeredTitle: 'Open4Feedback está registrado',
    registered: (platformName: string) =>
      `Open4Feedback ya está registrado en ${platformName}. Puede cerrar esta ventana.`,
  },
  MAIL_TEXT: {
    verifySubject: 'Open4Feedback: verifique su correo electrónico',
    verifyBody: (firstName: string, link: string) =>
      [
        `Hola, ${firstName}:`,
        '',
        'Abra este enlace para verificar su correo electrónico institucional en Open4Feedback:',
        link,
        '',
        'El enlace es válido durante 48 horas.',
      ].join('\n'),
  },
};
