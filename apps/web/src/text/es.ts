/**
 * Español. Al profesorado se le trata de usted; a los estudiantes, de tú; las páginas para ambos
 * hablan en forma neutra o de usted. Las reacciones se llaman siempre: Me he perdido, No está
 * claro, ¡Genial!, Demasiado difícil, Demasiado fácil.
 */
import type { Catalogue } from './catalogue.ts';

const SUPPORT_EMAIL = 'support@open4feedback.org';

const SORT_LABELS = {
  time: 'Hora',
  votes: 'Votos',
  answers: 'Número de respuestas',
  flag: 'Denuncias',
  lectureNum: 'Número de clase',
  discussions: 'Número de conversaciones',
};

/** «Clase 3: Óptica»; un nombre que ya empieza por «Clase 3» (o «Lecture 3») se deja como está. */
const lectureTitle = (lectureNum: number, name: string): string => {
  const prefix = `Clase ${lectureNum}`;
  if (!name.trim()) return prefix;
  return new RegExp(`^\\s*(clase|lecture)\\s*0*${lectureNum}(?!\\d)`, 'i').test(name)
    ? name
    : `${prefix}: ${name}`;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const es: Catalogue = {
  common: {
    productName: 'Open4Feedback',
    documentDescription:
      'Open4Feedback: retroalimentación instantánea y anónima en las clases en directo.',
    loading: 'Cargando…',
    retry: 'Volver a intentarlo',
    send: 'Enviar',
    close: 'Cerrar',
    yes: 'Sí',
    no: 'No',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    logoAlt: 'Logotipo de Open4Feedback',
    homeLink: 'Página de inicio de Open4Feedback',
    language: 'Idioma',
    theme: { label: 'Tema', system: 'Sistema', light: 'Claro', dark: 'Oscuro' },
  },

  nav: {
    ltiPlatforms: 'Plataformas LTI',
    myCourses: 'Mis cursos',
    myLectures: 'Mis clases',
    joinLecture: 'Unirse a una clase',
    classStatus: 'Control de la clase',
    classStatusLive: 'Control de la clase (hay una clase en directo)',
    statisticsAdmin: 'Administración de estadísticas',
    statistics: 'Estadísticas',
    questions: 'Preguntas',
    answers: 'Respuestas',
    discussions: 'Conversaciones',
    notifications: 'Notificaciones',
    mySettings: 'Mi configuración',
    howItWorks: 'Cómo funciona',
    logOut: 'Cerrar sesión',
    feedback: 'Sugerencias',
    openMenu: 'Abrir el menú',
    mainMenu: 'Menú principal',
    breadcrumb: 'Ruta de navegación',
    home: 'Inicio',
  },

  notifications: {
    bellLabel: (total: number) => `Notificaciones: ${total} sin leer`,
    bellMenu: 'Grupos de notificaciones',
    questions: 'Preguntas',
    answers: 'Respuestas',
    discussions: 'Conversaciones',
    flaggedQ: 'P. denunciadas',
    flaggedA: 'R. denunciadas',
    withCount: (label: string, count: number) => `${label} (${count})`,
    title: 'Notificaciones',
    tabsLabel: 'Grupos de notificaciones',
    markAllRead: 'Marcar todas como leídas',
    empty: 'No hay notificaciones.',
    unread: 'Sin leer',
    listLabel: (group: string) => `Notificaciones: ${group}`,
    source: (course: string, lecture: string, author: string) =>
      `${course} – ${lecture} – ${author}`,
    events: {
      question_posted: 'Nueva pregunta',
      question_answered: 'Nueva respuesta',
      discussion_started: 'Nueva conversación',
      discussion_reply: 'Nuevo mensaje',
      question_flagged: 'Pregunta denunciada',
      answer_flagged: 'Respuesta denunciada',
      lecture_started: 'Clase iniciada',
      lecture_ended: 'Clase finalizada',
      lecture_updated: 'Clase modificada',
      removed_from_pseudonym: 'Baja de la clase',
      account_deleted: 'Cuenta eliminada',
      unregistered_course: 'Baja del curso',
    },
  },

  footer: {
    copyright: (year: number) => `© ${year} Open4Feedback. Todos los derechos reservados.`,
    privacyPolicy: 'Política de privacidad',
    terms: 'Términos y condiciones',
  },

  about: {
    title: 'Open4Feedback',
    tagline: 'Sepa qué está entendiendo su clase mientras todavía está enseñando.',
    intro:
      'Los estudiantes indican al docente, diapositiva a diapositiva y sin decir una palabra, si están siguiendo la explicación. Las preguntas y las conversaciones continúan bajo seudónimo, durante la clase y después.',
    student: 'Estudiante',
    teacher: 'Docente',
    learnMore: 'Más información',
    showLess: 'Mostrar menos',
    features: [
      {
        title: 'Reacciones en tiempo real',
        body: 'Con un solo toque, los estudiantes dicen «Me he perdido», «No está claro», «¡Genial!», «Demasiado difícil» o «Demasiado fácil». El docente ve los recuentos y los porcentajes a medida que cambian.',
      },
      {
        title: 'Reacciones bajo la diapositiva',
        body: 'Las reacciones aparecen debajo de la presentación: el docente percibe el ambiente del aula sin interrumpir la clase ni salir de las diapositivas.',
      },
      {
        title: 'Preguntas y respuestas anónimas, pero con responsabilidad',
        body: 'Las preguntas, las respuestas y las conversaciones se publican bajo un seudónimo distinto en cada clase. La comunidad denuncia los abusos y la conversación puede continuar cuando termina la clase.',
      },
      {
        title: 'Histogramas de análisis',
        body: 'Después de la clase, el docente revisa las reacciones por diapositiva y de toda la clase, en una línea de tiempo, junto con las preguntas y respuestas que surgieron.',
      },
      {
        title: 'Ningún dato personal de los estudiantes',
        body: 'Los estudiantes se unen con un código de clase numérico y reciben un ID privado y una contraseña. Sin nombre, sin correo electrónico, sin número de teléfono.',
      },
    ],
    privacyLink: 'Lea nuestra política de privacidad',
  },

  privacy: {
    title: 'Política de privacidad',
    lastUpdated: 'Última actualización: 9 de septiembre de 2025',
    sections: [
      {
        heading: 'Quiénes somos',
        paragraphs: [
          'Open4Feedback es una plataforma para recoger la opinión de los estudiantes en clase. Esta política explica qué información guardamos sobre docentes y estudiantes, por qué la guardamos y qué puede pedirnos que hagamos con ella.',
        ],
      },
      {
        heading: 'Docentes',
        paragraphs: [
          'Para registrarse, el docente indica su nombre y apellidos, un correo electrónico institucional, el nombre de su universidad y una contraseña. Verificamos el correo institucional para que los estudiantes puedan confiar en que un curso lo imparte un docente real de una universidad real.',
          'Por el mismo motivo, los datos de los docentes son públicos a efectos de verificación: el nombre y la universidad de un docente pueden mostrarse a los estudiantes de sus cursos. No vendemos esta información ni la compartimos con fines publicitarios.',
        ],
      },
      {
        heading: 'Estudiantes',
        paragraphs: [
          'No guardamos ningún dato personal de los estudiantes. Un estudiante se une a una clase con un código de clase numérico y recibe un ID privado y una contraseña generados al azar. Nunca le pedimos un nombre, un correo electrónico ni un número de teléfono.',
          'Dentro de una clase, un estudiante aparece solo con un seudónimo elegido entre un conjunto de máscaras. Los docentes y los demás estudiantes solo ven el seudónimo, y los seudónimos de un mismo estudiante en clases distintas no están vinculados entre sí.',
          'De una cuenta de estudiante guardamos el ID privado, la contraseña cifrada mediante hash, los cursos en los que está inscrita y las reacciones, preguntas, respuestas y mensajes de conversación publicados con sus seudónimos.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'No utilizamos cookies. La aplicación web guarda su clave de sesión y su curso y clase actuales en el almacenamiento local del navegador, solo en su dispositivo; al cerrar sesión se elimina la clave de sesión.',
        ],
      },
      {
        heading: 'Dónde se guardan sus datos',
        paragraphs: [
          'Los datos se guardan en servidores en la nube situados en los Estados Unidos. Las conexiones con el servicio están cifradas.',
        ],
      },
      {
        heading: 'Durante cuánto tiempo los guardamos',
        paragraphs: [
          'Las cuentas que llevan más de un año sin usarse se eliminan junto con los datos que les pertenecen.',
        ],
      },
      {
        heading: 'Sus derechos',
        paragraphs: [
          `Puede solicitar el acceso a sus datos, su rectificación, su supresión o la limitación de su tratamiento escribiendo a ${SUPPORT_EMAIL}. Los estudiantes deben indicar su ID privado, ya que no tenemos ningún otro dato que identifique una cuenta de estudiante. Respondemos en un plazo de 30 días.`,
        ],
      },
      {
        heading: 'Cambios en esta política',
        paragraphs: [
          'Cuando esta política cambie, actualizaremos la fecha que figura al principio de esta página. Los cambios importantes se anunciarán también en la página «Acerca de».',
        ],
      },
    ],
  },

  terms: {
    title: 'Términos y condiciones',
    lastUpdated: 'Última actualización: 9 de septiembre de 2025',
    sections: [
      {
        heading: 'Uso de Open4Feedback',
        paragraphs: [
          'Open4Feedback permite a los docentes recoger reacciones y preguntas anónimas de los estudiantes de sus clases. Al crear una cuenta o unirse a una clase, usted acepta estos términos.',
        ],
      },
      {
        heading: 'Cuentas',
        paragraphs: [
          'Los docentes se registran con un correo electrónico institucional válido y mantienen su contraseña en secreto. Los estudiantes guardan en lugar seguro su ID privado y su contraseña: no podemos recuperar una cuenta de estudiante cuyas credenciales se hayan perdido, porque no tenemos ningún otro dato sobre ella.',
        ],
      },
      {
        heading: 'Uso aceptable',
        paragraphs: [
          'Las publicaciones deben tratar sobre el curso y respetar a los demás. No publique datos personales, insultos, acoso, publicidad ni contenidos ilícitos, ni intente averiguar quién está detrás de un seudónimo.',
          'La comunidad modera las publicaciones: las que denuncian suficientes estudiantes salen de las listas habituales y su autor pierde reputación. Podemos retirar contenidos o cuentas que incumplan estos términos.',
        ],
      },
      {
        heading: 'Su contenido',
        paragraphs: [
          'Usted conserva los derechos sobre lo que publica y sube. Nos autoriza a almacenarlo y a mostrarlo a los participantes del curso al que pertenece mientras el curso exista.',
          'Los docentes son responsables de tener derecho a subir las presentaciones y los vídeos que utilizan.',
        ],
      },
      {
        heading: 'Disponibilidad y responsabilidad',
        paragraphs: [
          'Trabajamos para que el servicio esté disponible y funcione correctamente, pero se ofrece tal cual, sin garantía de que vaya a estar siempre disponible o libre de errores. En la medida en que la ley lo permita, no respondemos de los perjuicios indirectos derivados de su uso.',
        ],
      },
      {
        heading: 'Contacto',
        paragraphs: [`Preguntas sobre estos términos: ${SUPPORT_EMAIL}.`],
      },
    ],
  },

  feedback: {
    title: 'Sugerencias',
    intro: 'Su opinión nos importa.',
    messageLabel: 'Su mensaje',
    messagePlaceholder: 'Cuéntenos qué funciona, qué no y qué le gustaría encontrar.',
    send: 'Enviar',
    thanks: 'Gracias por su opinión.',
  },

  howItWorks: {
    title: 'Cómo funciona',
    tabs: { student: 'Estudiante', teacher: 'Docente', faq: 'Preguntas frecuentes' },
    tabsLabel: 'Temas de «Cómo funciona»',
    student: [
      {
        heading: '1. Únete a una clase en directo',
        body: 'Tu docente muestra en el aula un código de clase numérico. Abre «Unirse a una clase», escribe el código y pulsa «Unirse». Solo puedes unirte a una clase que esté en directo, y a una sola a la vez: si te unes a otra, se cierra tu sesión en la primera.',
      },
      {
        heading: '2. Elige tu seudónimo',
        body: 'Elige una de las 12 máscaras. Será tu seudónimo solo en esta clase; en la siguiente tendrás uno nuevo, así que nadie puede seguirte de una clase a otra.',
      },
      {
        heading: '3. Espera a que te admitan',
        body: 'El docente da acceso a la sala de espera. La primera vez recibes un ID privado y una contraseña: descárgalos o anótalos, porque son la única forma de volver a entrar en tu cuenta. Nunca te pedimos tu nombre, tu correo electrónico ni tu número de teléfono.',
      },
      {
        heading: '4. Reacciona sin escribir',
        body: 'En la pestaña «Reacciones» pulsa «Me he perdido», «No está claro», «¡Genial!», «Demasiado difícil» o «Demasiado fácil» cuando quieras. Solo hay una reacción activa a la vez: si pulsas otra, sustituye a la anterior; si vuelves a pulsar la misma, la retiras; y al cambiar de diapositiva se borra. El docente solo ve los totales.',
      },
      {
        heading: '5. Pregunta, responde, conversa',
        body: 'En la pestaña «Preguntas» haz preguntas y responde a las de los demás con tu seudónimo, durante la clase si el docente lo permite, y también después. Vota las publicaciones útiles y denuncia las inapropiadas.',
      },
      {
        heading: '6. Vuelve más tarde',
        body: 'Inicia sesión con tu ID privado y tu contraseña para leer las preguntas, respuestas y conversaciones de tus cursos y seguir tus notificaciones.',
      },
    ],
    teacher: [
      {
        heading: '1. Regístrese y cree un curso',
        body: 'Regístrese con su correo electrónico institucional (se verificará) y después cree un curso y sus clases, cada una con su fecha y su hora de inicio y de fin.',
      },
      {
        heading: '2. Añada el material',
        body: 'Suba una presentación en PDF a una clase o indique un enlace de vídeo. Los estudiantes reaccionan a la diapositiva que usted está mostrando, así que las estadísticas son por diapositiva.',
      },
      {
        heading: '3. Inicie la clase y comparta el código',
        body: 'En «Control de la clase», inicie la clase y pulse «Solicitar código de clase». Muestre el código al grupo; caduca a los pocos minutos y puede dejar de mostrarlo en cualquier momento.',
      },
      {
        heading: '4. Admita la sala de espera',
        body: 'Los estudiantes que introducen el código esperan hasta que usted los admite. Los estudiantes nuevos, los que ya tienen cuenta y los ya inscritos en el curso se cuentan por separado, y usted admite o expulsa a cada grupo.',
      },
      {
        heading: '5. Perciba el ambiente del aula mientras enseña',
        body: 'Las reacciones aparecen bajo la diapositiva como recuentos y porcentajes. Desde la tarjeta «Permisos» puede permitir o pausar las reacciones, las preguntas y las conversaciones, y prolongar la clase 10 minutos si se alarga.',
      },
      {
        heading: '6. Revise después',
        body: 'Las estadísticas muestran las reacciones por diapositiva y a lo largo del tiempo, y las preguntas, respuestas y conversaciones continúan después de la clase. Usted ve una publicación cuando la han visto suficientes estudiantes, y nunca las que la comunidad ha enviado a cuarentena.',
      },
    ],
    faq: [
      {
        question: '¿Mis reacciones son realmente anónimas?',
        answer:
          'Sí. El docente y los demás estudiantes solo ven tu seudónimo en la clase, nunca tu ID privado ni tu cuenta. El docente solo ve las reacciones como totales.',
      },
      {
        question: '¿Qué datos personales doy como estudiante?',
        answer:
          'Ninguno. Te unes con un código de clase y recibes un ID privado y una contraseña generados para ti. Nunca te pedimos un nombre, un correo electrónico ni un número de teléfono.',
      },
      {
        question: '¿Qué es el ID privado?',
        answer:
          'Es tu nombre de usuario, generado al azar la primera vez que te admiten en una clase. Junto con la contraseña, es la única llave de tu cuenta: guarda ambos en lugar seguro, porque sin datos personales no podemos recuperar una cuenta perdida.',
      },
      {
        question: '¿Por qué tengo un seudónimo distinto en cada clase?',
        answer:
          'Cada seudónimo pertenece a una sola clase. Como cada vez se elige una máscara nueva, las publicaciones de clases distintas no pueden atribuirse a la misma persona, ni siquiera por parte del docente.',
      },
      {
        question: 'Si las publicaciones son anónimas, ¿quién responde de ellas?',
        answer:
          'Cada publicación está ligada a un seudónimo y a una cuenta, y cada cuenta tiene una reputación. Las publicaciones que la comunidad denuncia restan reputación a su autor, y las cuentas que abusan del servicio pueden eliminarse.',
      },
      {
        question: '¿Cómo se modera?',
        answer:
          'Lo hacen los propios estudiantes. Cualquiera puede denunciar una pregunta, una respuesta o una conversación. Una publicación con suficientes denuncias pasa a cuarentena: sale de las listas habituales y el docente no la ve. Si crees que una publicación se ha denunciado injustamente, pulsa «Reclamar».',
      },
      {
        question: '¿Cuándo ve el docente mi pregunta?',
        answer:
          'Una publicación solo es visible para el docente cuando la han visto suficientes estudiantes, para que el grupo pueda denunciar antes una publicación inapropiada.',
      },
      {
        question: '¿Queda un registro de la clase?',
        answer:
          'Las preguntas, respuestas y conversaciones quedan asociadas a la clase y pueden leerse y continuarse cuando termina. Las reacciones se guardan como estadísticas por diapositiva y a lo largo del tiempo, no como un registro de quién pulsó qué.',
      },
      {
        question: '¿Puedo leer las preguntas de una clase a la que falté?',
        answer:
          'Sí, en los cursos en los que te has inscrito. Sin un seudónimo en esa clase, las publicaciones son de solo lectura: «Solo lectura. No asististe a esta clase.»',
      },
      {
        question: '¿Puedo asistir a dos clases a la vez?',
        answer:
          'No. Cada estudiante asiste a una sola clase en directo a la vez; si te unes a una clase nueva, se cierra tu sesión en la actual.',
      },
      {
        question: '¿Por qué no puedo publicar durante la clase?',
        answer:
          'El docente decide si se permiten preguntas y conversaciones mientras la clase está en marcha. Cuando no se permiten, el campo de texto indica que por ahora no se puede publicar; aun así, puedes reaccionar.',
      },
      {
        question: '¿Quién participa en una conversación?',
        answer:
          'Una conversación es un hilo privado entre dos personas: quien escribió una respuesta y quien inició la conversación sobre ella.',
      },
      {
        question: '¿Qué pasa con las cuentas inactivas?',
        answer:
          'Las cuentas que llevan más de un año sin usarse se eliminan junto con sus datos. Consulta la política de privacidad para conocer tus demás derechos.',
      },
    ],
  },

  auth: {
    teacherLoginTitle: 'Acceso para docentes',
    studentLoginTitle: 'Acceso para estudiantes',
    privateId: 'ID privado',
    password: 'Contraseña',
    login: 'Iniciar sesión',
    register: 'Registrarse',
    teacherLoginInvalidId: 'El identificador no es válido.',
    teacherLoginInvalidPassword: 'La contraseña no es válida.',
    teacherLoginHint: 'Escriba su nombre de usuario o su correo electrónico institucional.',
    studentPrivateIdRequired: 'Escribe tu ID privado.',
    studentPasswordRequired: 'Escribe tu contraseña.',
    studentLoginIntro:
      'Inicia sesión con el ID privado y la contraseña que recibiste la primera vez que te uniste a una clase.',
    newStudentHint:
      '¿Es tu primera vez? Únete a una clase con su código de clase para obtener tu ID privado.',
    newStudentLink: 'Tengo un código de clase',
    registerTitle: 'Registro de docentes',
    registerIntro: 'Se necesita un correo electrónico institucional válido, que se verificará.',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    email: 'Correo electrónico institucional',
    university: 'Universidad',
    username: 'Nombre de usuario',
    confirmPassword: 'Confirmar contraseña',
    passwordHint: 'Al menos 8 caracteres, con una minúscula, una mayúscula y un dígito.',
    haveAccount: '¿Ya tiene cuenta? Inicie sesión',
    registration: {
      firstNameRequired: 'Escriba su nombre.',
      lastNameRequired: 'Escriba sus apellidos.',
      emailRequired: 'Escriba su correo electrónico.',
      emailInvalid: 'El correo electrónico no es válido.',
      universityRequired: 'Indique su universidad.',
      passwordRequired: 'Escriba una contraseña.',
      passwordsDiffer: 'Las contraseñas no coinciden.',
      confirmRequired: 'Confirme la contraseña.',
      weakPassword: 'La contraseña es demasiado débil. Cumpla los requisitos indicados arriba.',
    },
  },

  join: {
    title: 'Unirse a una clase',
    chooseTitle: '¡Te damos la bienvenida!',
    chooseIntro: '¿Has usado Open4Feedback antes?',
    oldStudent: 'Tengo un ID privado',
    oldStudentHint: 'Primero inicia sesión y después únete a la clase.',
    newStudent: 'Es mi primera vez',
    newStudentHint: 'Escribe el código de clase que muestra tu docente.',
    codePlaceholder: 'Escribe el código de clase',
    join: 'Unirse',
    codeMustBeNumber: 'El código de clase solo puede contener números.',
    codeRequired: 'Escribe el código de clase.',
    afterLoginNote:
      'Solo puedes unirte a una clase que esté en directo. Si te unes a una clase nueva, se cerrará tu sesión en la clase actual.',
    noClass: 'Lo sentimos, ahora mismo no hay ninguna clase con este código de clase.',
    codeExpired: 'Este código de clase ha caducado. Pide uno nuevo a tu docente.',
    checkingCode: 'Comprobando el código de clase…',
    haveAccount: 'Tengo un ID privado: iniciar sesión',
    pickCard: {
      title: 'Elige una máscara',
      intro: 'Elige una máscara para obtener un seudónimo',
      masksLabel: 'Máscaras',
      missingCode: 'Primero escribe el código de clase.',
    },
    waitingRoom: {
      title: 'Sala de espera',
      pleaseWait: 'Espera, por favor; enseguida te darán acceso.',
      connecting: 'Conectando con la sala de espera…',
      waiting: 'Estás en la sala de espera.',
      granted: 'Acceso concedido. Entrando en la clase…',
      accessDenied: 'Acceso denegado',
      invalidClassId: 'Código de clase no válido',
      invalidLectureDetails: 'Datos de la clase no válidos',
      alreadyAttending: 'Ya estás en esta clase',
      tooManyJoining:
        'Ahora mismo se están uniendo demasiados estudiantes desde tu red. Espera un momento y vuelve a intentarlo.',
      waitingRoomFull:
        'La sala de espera está llena en este momento. Espera un momento y vuelve a intentarlo.',
      lectureFullForNewAccounts:
        'Esta clase no admite más estudiantes sin cuenta. Inicia sesión y vuelve a intentarlo.',
      disconnected: 'Se ha perdido la conexión con la sala de espera',
      redirecting: (seconds: number) =>
        `Redirigiendo en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}…`,
      return: 'Volver',
      confirmLeave: '¿Quieres salir de la sala de espera?',
      missingDetails: 'Primero escribe el código de clase y elige una máscara.',
    },
    credentials: {
      title: 'Tu cuenta',
      success: 'Ya tienes acceso a la clase. Se ha creado tu cuenta.',
      keepSafe:
        'Guarda tu ID privado y tu contraseña: son la única forma de volver a entrar en tu cuenta y no podemos recuperarlos.',
      privateId: 'ID privado',
      password: 'Contraseña',
      download: 'Descargar',
      downloaded: 'Guardado como o4f-credentials.png',
      downloadFirst: 'Descarga tus credenciales para continuar.',
      joinClass: 'Ir a la clase',
      mobileIntro:
        'Anota tu ID privado y tu contraseña, o haz una captura de esta pantalla. Los necesitarás para volver a iniciar sesión.',
      confirmSaved: 'He anotado o guardado mi ID privado y mi contraseña.',
      continue: 'Continuar',
      missing: '¡No tienes credenciales válidas para continuar!',
      enterCode: 'Escribe un código de clase',
      imageTitle: 'Open4Feedback',
      imageSubtitle: 'Tus datos de acceso',
      imageFooter: 'No compartas esta imagen con nadie.',
    },
  },

  live: {
    reactions: {
      1: 'Me he perdido',
      2: 'No está claro',
      3: '¡Genial!',
      4: 'Demasiado difícil',
      5: 'Demasiado fácil',
    },
    reactionsLabel: 'Reacciones',
    feedbackOnSlide: (slide: number) => `Tu reacción a la diapositiva ${slide}`,
    waitForTeacher: 'Espera a que tu docente inicie la clase',
    notLive: 'Esta clase no está en directo. Las reacciones están cerradas.',
    reactionCount: (count: number, percent: number) => `${count} (${percent} %)`,
    total: (count: number) => `Total: ${count}`,
    lectureTotal: (count: number) => `Total de la clase: ${count}`,
    barLabel: 'Reacciones en directo a esta diapositiva',
    announce: {
      totalsLabel: 'Resumen de reacciones',
      totals: (total: number, parts: readonly string[]) =>
        total === 0
          ? 'Todavía no hay reacciones a esta diapositiva.'
          : `${plural(total, 'reacción', 'reacciones')} a esta diapositiva: ${parts.join(', ')}.`,
      part: (name: string, count: number) => `${name} ${count}`,
      ownLabel: 'Tu reacción',
      yourReaction: (name: string) => `Tu reacción: ${name}`,
      noReaction: 'Has retirado tu reacción.',
      slideChanged: (slide: number) =>
        `Ahora en la diapositiva ${slide}. Tu reacción era para la diapositiva anterior.`,
    },
    pdf: {
      loading: 'Cargando la presentación…',
      failed: 'La presentación en PDF no se subió correctamente. Vuelva a subirla.',
      previous: 'Diapositiva anterior',
      next: 'Diapositiva siguiente',
      pageOf: (page: number, pages: number) => `Diapositiva ${page} de ${pages}`,
      slide: (page: number) => `Diapositiva ${page}`,
      thumbnails: 'Diapositivas',
    },
  },

  liveLecture: {
    loading: 'Cargando la clase…',
    notFound: 'No se ha encontrado la clase',
    backToLectures: 'Volver a «Mis clases»',
    number: (lectureNum: number) => `Clase ${lectureNum}`,
    tabsLabel: 'Pestañas de la clase',
    feedbackTab: 'Reacciones',
    qaTab: 'Preguntas',
    sortLabel: 'Ordenar por',
    sort: SORT_LABELS,
    paused: 'No se aceptan reacciones: la clase está en pausa.',
    reactionsPaused: 'Tu docente ha pausado las reacciones.',
    overload: 'Demasiadas reacciones. Espera un momento.',
    lectureEnded: 'La clase ha terminado.',
    connecting: 'Conectando con la clase…',
    notAttending:
      'No estás en esta clase. Únete con su código de clase para poder enviar reacciones.',
    joinLecture: 'Unirse a la clase',
  },

  connection: {
    reconnecting: 'Reconectando…',
    offline: 'No tienes conexión.',
    reconnectingReactions:
      'Reconectando… Podrás volver a reaccionar en cuanto se recupere la conexión.',
    offlineReactions:
      'No tienes conexión. Las reacciones no se podrán enviar hasta que vuelvas a estar en línea.',
    notSentOffline: 'No tienes conexión: tu reacción no se ha enviado.',
  },

  qa: {
    placeholder: 'Escribe una pregunta o una respuesta',
    questionsNotAllowed: 'Por ahora no se permiten preguntas',
    answersNotAllowed: 'Por ahora no se permiten respuestas',
    discussionsNotAllowed: 'Por ahora no se permiten conversaciones',
    readOnly: 'No se pueden hacer preguntas; solo puedes leer',
    viewOnly: 'Solo lectura. No asististe a esta clase.',
    ownPost: '¡No puedes interactuar con tu propia publicación!',
    authorRemoved: 'Se ha retirado de la clase a la persona autora.',
    minChars: 'Mín. 5 caracteres',
    liveCounter: (chars: number, maxChars: number, words: number, maxWords: number) =>
      `${chars} / ${maxChars} caract. ${words} / ${maxWords} palabras`,
    listCounter: (chars: number, maxChars: number, words: number, maxWords: number) =>
      `${chars} / ${maxChars} caracteres | ${words} / ${maxWords} palabras`,
    postUnderPseudonym: 'Publicar con seudónimo',
    post: 'Publicar',
    fieldLabel: { question: 'Tu pregunta', answer: 'Tu respuesta', discussion: 'Tu mensaje' },
    teacher: 'Docente',
    teacherPost: 'Publicación docente',
    edited: '[Editado]',
    historyTitle: 'Historial de ediciones',
    historyCurrent: 'Actual',
    historyEmpty: 'No hay versiones anteriores.',
    edit: 'Editar',
    editTitle: {
      question: 'Editar la pregunta',
      answer: 'Editar la respuesta',
      discussion: 'Editar el mensaje',
    },
    save: 'Guardar',
    cancel: 'Cancelar',
    close: 'Cerrar',
    voteUp: 'Votar a favor',
    voteDown: 'Votar en contra',
    flag: 'Denunciar',
    riseUp: 'Reclamar',
    answerCount: (count: number) => `Respuestas (${count})`,
    discussionCount: (count: number) => `Conversaciones (${count})`,
    postActions: 'Acciones de la publicación',
    answered: 'Respondida',
    markAnswered: 'Marcar como respondida',
    unmarkAnswered: 'Marcar como no respondida',
    highlighted: 'Destacada',
    highlight: 'Destacar en pantalla',
    clearHighlight: 'Quitar el destacado',
    teacherTools: 'Herramientas docentes',
    highlightedQuestion: 'Pregunta destacada',
    flaggedQuestions: 'Preguntas denunciadas',
    noQuestions: 'Por ahora no hay preguntas.',
    noAnswers: 'Por ahora no hay respuestas.',
    staleBanner: 'Esta no es la versión más reciente de la página.',
    refresh: 'Actualizar',
    newQuestionsArrived: (count: number) =>
      count === 1 ? '1 pregunta nueva' : `${count} preguntas nuevas`,
    sortBy: 'Ordenar por',
    sort: SORT_LABELS,
    questionsLabel: 'Preguntas',
    region: 'Preguntas y respuestas',
    questionsTitle: 'Preguntas',
    answersHeading: 'Respuestas:',
    questionPageHeading: (lecture: string) => `Pregunta en ${lecture}`,
    back: 'Volver',
    loading: 'Cargando…',
    questionNotFound: 'No se ha encontrado la pregunta.',
    lectureNotFound: 'No se ha encontrado la clase',
    showAll: (count: number) => `Mostrar todo (${count})`,
    showLess: 'Mostrar menos',
    discussions: 'Conversaciones',
    discussionTitle: 'Conversación',
    discussionBetween: (poster: string, starter: string) => `${poster} y ${starter}`,
    discussionWith: 'Conversación con ',
    messageCount: (count: number) => (count === 1 ? '1 mensaje' : `${count} mensajes`),
    startDiscussion: 'Iniciar una conversación',
    noMessages: 'Todavía no hay mensajes.',
    messages: 'Mensajes',
  },

  signals: {
    removed: 'Te han retirado de la clase.',
    accountDeleted: 'Tu cuenta se ha eliminado.',
    live: 'En directo',
    liveTitle: (name: string) => `Volver a la clase en directo: ${name}`,
    whoAmI: '¿Quién soy?',
  },

  settings: {
    title: 'Mi configuración',
    changePassword: 'Cambiar la contraseña',
    currentPassword: 'Contraseña actual',
    newPassword: 'Contraseña nueva',
    confirmPassword: 'Confirmar la contraseña nueva',
    passwordHint: 'Al menos 8 caracteres, con una minúscula, una mayúscula y un dígito.',
    submit: 'Cambiar la contraseña',
    currentPasswordRequired: 'Escriba su contraseña actual.',
    newPasswordRequired: 'Escriba una contraseña nueva.',
    weakPassword: 'La contraseña es demasiado débil. Cumpla los requisitos indicados arriba.',
    confirmRequired: 'Confirme la contraseña.',
    passwordsDiffer: 'Las contraseñas no coinciden.',
  },

  qaLists: {
    titles: { questions: 'Preguntas', answers: 'Respuestas', discussions: 'Conversaciones' },
    tabsLabel: (title: string) => `Pestañas: ${title}`,
    tabs: { my: 'Mías', all: 'Todas', doghouse: 'Cuarentena' },
    course: 'Curso',
    lecture: 'Clase',
    all: 'Todas',
    none: 'Ninguna',
    selectedCount: (count: number) => (count === 1 ? '1 seleccionada' : `${count} seleccionadas`),
    sortLabel: 'Ordenar por',
    sort: {
      time: 'Hora',
      votes: 'Votos',
      answers: 'Número de respuestas',
      flag: 'Denuncias',
      lectureNum: 'Número de clase',
      discussions: 'Número de conversaciones',
    },
    showQuestions: 'Mostrar las preguntas',
    hideQuestions: 'Ocultar las preguntas',
    showFilters: 'Mostrar los filtros',
    hideFilters: 'Ocultar los filtros',
    filtersLabel: 'Filtros',
    listLabel: (title: string) => `Lista: ${title}`,
    noCourse: 'Seleccione un curso para ver sus publicaciones.',
    noLecture: 'Seleccione una clase para ver sus publicaciones.',
    empty: {
      questions: 'Por ahora no hay preguntas.',
      answers: 'Por ahora no hay respuestas.',
      discussions: 'Por ahora no hay conversaciones.',
    },
    lectureLine: lectureTitle,
    lectureOption: (lectureNum: number, name: string) => `${lectureNum}. ${name}`,
    lectureOptionInCourse: (course: string, lectureNum: number, name: string) =>
      `${course} ${lectureNum}. ${name}`,
    question: 'Pregunta',
    teacher: 'Docente',
    inDoghouse: 'Cuarentena',
    upVotes: (count: number) => plural(count, 'voto a favor', 'votos a favor'),
    downVotes: (count: number) => plural(count, 'voto en contra', 'votos en contra'),
    answerCount: (count: number) => (count === 1 ? '1 respuesta' : `${count} respuestas`),
    discussionCount: (count: number) =>
      count === 1 ? '1 conversación' : `${count} conversaciones`,
    messageCount: (count: number) => (count === 1 ? '1 mensaje' : `${count} mensajes`),
    between: (starter: string, poster: string) => `${starter} y ${poster}`,
  },

  errors: {
    network: 'Error de red',
    noStatus: 'Error de red: no se ha recibido respuesta',
    emptyBody: 'Error entre el navegador y el servidor',
    unauthorized: 'Su sesión ha caducado. Vuelva a iniciar sesión.',
    forbidden: 'No tiene permiso para hacer esto.',
    requestFailed: 'Algo ha fallado. Vuelva a intentarlo.',
    pageCrashed: 'Algo ha fallado en esta página.',
    reload: 'Recargar',
  },

  statistics: {
    title: 'Estadísticas',
    listLabel: 'Clases',
    listEmpty: 'Este curso todavía no tiene clases.',
    lecturesLoadFailed: 'No se han podido cargar las clases.',
    lectureNumber: (lectureNum: number) => `Clase ${lectureNum}`,
    lectureTitle,
    openLecturePrefix: 'Estadísticas de ',
    showStatistics: 'Mostrar las estadísticas',
    hideStatistics: 'Ocultar las estadísticas',
    loading: 'Cargando las estadísticas…',
    loadFailed: 'No se han podido cargar las estadísticas.',
    lectureNotFound: 'No se ha encontrado la clase',
    backToList: 'Volver a «Estadísticas»',
    missing: '—',
    info: {
      title: 'Clase',
      caption: 'Sobre esta clase',
      name: 'Nombre',
      date: 'Fecha',
      time: 'Hora',
      state: 'Estado',
      timeRange: (start: string, end: string) => `${start}–${end}`,
      states: { CREATED: 'Sin iniciar', STARTED: 'En curso', ENDED: 'Finalizada' },
      fields: {
        pseudonymCreated: 'Seudónimos creados',
        newUsers: 'Cuentas nuevas',
        questions: 'Preguntas',
        questionsLikedStudents: 'Preguntas votadas a favor por estudiantes',
        questionsLikedTeacher: 'Preguntas votadas a favor por el docente',
        studentsNeverPostQ: 'Estudiantes que no hicieron ninguna pregunta',
        answers: 'Respuestas',
        answerLikedStudents: 'Respuestas votadas a favor por estudiantes',
        answerLikedTeacher: 'Respuestas votadas a favor por el docente',
        studentsNeverPostA: 'Estudiantes que no respondieron nunca',
        discussions: 'Conversaciones',
      },
    },
    whole: 'Estadísticas de la clase',
    perSlide: 'Estadísticas de la clase por diapositiva',
    noPresentation: 'Estadísticas de la clase (sin presentación)',
    empty: 'No se recogieron estadísticas en esta clase.',
    video: 'Estadísticas del vídeo',
    noVideo: 'No se recogieron estadísticas del vídeo en esta clase.',
    slide: (slide: number) => `Diapositiva ${slide}`,
    slideName: (slide: number) =>
      slide === -1
        ? 'Sin presentación'
        : slide === -2
          ? 'Vídeo'
          : slide === -3
            ? 'Todas las diapositivas'
            : `Diapositiva ${slide}`,
    openTimeline: 'Abrir la línea de tiempo',
    openTimelineOf: (name: string) => `Abrir la línea de tiempo de ${name}`,
    reactionTotal: (count: number) => (count === 1 ? '1 reacción' : `${count} reacciones`),
    posts: (questions: number, answers: number, discussions: number) =>
      `Preguntas: ${questions} · Respuestas: ${answers} · Conversaciones: ${discussions}`,
    notVisible: {
      count: (shown: number, hidden: number) =>
        hidden === 0 ? String(shown) : `${shown} (${hidden} más que usted aún no puede ver)`,
      posts: (hidden: { questions: number; answers: number; discussions: number }) => {
        const parts = [
          [hidden.questions, 'pregunta', 'preguntas'],
          [hidden.answers, 'respuesta', 'respuestas'],
          [hidden.discussions, 'conversación', 'conversaciones'],
        ] as const;
        return `Aún no visibles para usted: ${parts
          .filter(([count]) => count > 0)
          .map(([count, one, many]) => plural(count, one, many))
          .join(', ')}`;
      },
      why: 'La publicación de un estudiante le llega cuando suficientes estudiantes la han visto; las que van a cuarentena no le llegan nunca.',
    },
    reactionsOf: (name: string) => `Reacciones: ${name}`,
    slidePaging: 'Páginas de diapositivas',
    previousPage: 'Diapositivas anteriores',
    nextPage: 'Diapositivas siguientes',
    pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
    lost: {
      title: 'Dónde se perdieron los estudiantes',
      intro: (min: number) =>
        `Diapositivas ordenadas por su proporción de reacciones «Me he perdido» y «No está claro» (diapositivas con al menos ${min} reacciones).`,
      none: (min: number) =>
        `Ninguna diapositiva tuvo ${min} o más reacciones con alguna «Me he perdido» o «No está claro» entre ellas.`,
      share: (share: number, confused: number, total: number) =>
        `${share} % «Me he perdido» o «No está claro» (${confused} de ${total} reacciones)`,
      questions: (count: number) =>
        count === 1
          ? '1 pregunta hecha en esta diapositiva'
          : `${count} preguntas hechas en esta diapositiva`,
      noQuestions: 'No se hicieron preguntas en esta diapositiva.',
      notVisibleYet: (count: number) =>
        count === 1
          ? 'Se hizo una pregunta en esta diapositiva; usted aún no puede verla.'
          : `Se hicieron ${count} preguntas en esta diapositiva; usted aún no puede verlas.`,
      votes: (up: number, down: number) => `${up} a favor, ${down} en contra`,
      showAll: (count: number) => `Mostrar todo (${count})`,
      showLess: 'Mostrar menos',
    },
    csv: {
      group: 'Exportar',
      statistics: 'Descargar las estadísticas (CSV)',
      questions: 'Descargar las preguntas y respuestas (CSV)',
      timeline: 'Descargar la línea de tiempo (CSV)',
      statisticsFile: (lectureNum: number) => `lecture-${lectureNum}-statistics.csv`,
      questionsFile: (lectureNum: number) => `lecture-${lectureNum}-questions.csv`,
      timelineFile: (lectureNum: number, slide: string, resolution: number) =>
        `lecture-${lectureNum}-${slide}-timeline-${resolution}.csv`,
    },
    timeline: {
      title: (name: string) => `Línea de tiempo: ${name}`,
      resolution: 'Resolución',
      segments: (count: number) => plural(count, 'segmento', 'segmentos'),
      previousSlide: 'Diapositiva anterior',
      nextSlide: 'Diapositiva siguiente',
      slideNav: 'Diapositivas con reacciones',
      shownFor: (clock: string) => `Mostrada durante ${clock}`,
      chartLabel: (name: string, resolution: number) =>
        `Gráfico de las reacciones a ${name} a lo largo del tiempo, en ${resolution} segmentos. La tabla de abajo contiene los mismos datos.`,
      showTable: 'Mostrar como tabla',
      hideTable: 'Ocultar la tabla',
      tableCaption: (name: string, resolution: number) =>
        `Reacciones a ${name} a lo largo del tiempo, en ${resolution} segmentos`,
      segment: 'Segmento',
      from: 'Desde',
      to: 'Hasta',
      total: 'Total',
      empty: 'No se registraron reacciones en esta diapositiva.',
      suppressed: (min: number) =>
        `Menos de ${min} estudiantes reaccionaron a esta diapositiva, así que sus reacciones no se muestran una a una. Los recuentos de la diapositiva figuran en las estadísticas de la clase.`,
      noLecture: 'Elija primero una clase en «Estadísticas».',
      chartLoading: 'Cargando el gráfico…',
      video: 'Vídeo de la clase',
      videoTitle: (name: string) => `Vídeo de ${name}`,
      loadFailed: 'No se ha podido cargar la línea de tiempo.',
      backToLecture: 'Volver a las estadísticas de la clase',
    },
    admin: {
      title: 'Administración de estadísticas',
      listLabel: 'Clases de todos los docentes',
      empty: 'Todavía no hay clases.',
      loadFailed: 'No se han podido cargar las estadísticas de administración.',
      lecture: lectureTitle,
      course: 'Curso',
      courseName: 'Nombre',
      shortName: 'Nombre corto',
      creator: 'Creado por',
      username: 'Nombre de usuario',
      firstName: 'Nombre',
      email: 'Correo electrónico',
      university: 'Universidad',
      created: 'Creado',
      counts: 'Recuentos',
      fields: {
        pseudonymCreated: 'Seudónimos',
        newUsers: 'Cuentas nuevas',
        questions: 'Preguntas',
        answers: 'Respuestas',
        discussions: 'Conversaciones',
      },
    },
  },

  video: {
    loading: 'Cargando la clase…',
    notFound: 'No se ha encontrado la clase',
    backToLectures: 'Volver a «Mis clases»',
    number: (lectureNum: number) => `Clase ${lectureNum}`,
    noVideo: 'Esta clase no tiene vídeo.',
    playerTitle: (name: string) => `Vídeo de ${name}`,
    playerLoading: 'Cargando el reproductor de vídeo…',
    playerFailed:
      'No se ha podido cargar el reproductor de vídeo: puede que no tengas conexión o que el servicio de vídeo esté bloqueado en esta red. Aun así, puedes reaccionar; tus reacciones se miden desde que abriste esta página.',
    intro:
      'Reacciona mientras ves el vídeo. Cada reacción permanece activa 60 segundos; vuelve a pulsarla para retirarla.',
    active: (name: string, seconds: number) => `Tu reacción: ${name} (quedan ${seconds} s)`,
    noActive: 'No hay ninguna reacción activa.',
  },

  courses: {
    headingTeacher: 'Mis cursos',
    headingStudent: 'Cursos',
    empty: 'Por ahora no hay cursos.',
    add: 'Añadir un curso nuevo',
    listLabel: 'Cursos',
    startsOn: (date: string) => `Inicio: ${date}`,
    openCourse: (name: string) => `Abrir el curso ${name}`,
    courseMenu: (name: string) => `Acciones del curso ${name}`,
    edit: 'Editar',
    loadFailed: 'No se han podido cargar los cursos.',
    form: {
      createTitle: 'Añadir un curso nuevo',
      editTitle: 'Editar el curso',
      titleLabel: 'TÍTULO DEL CURSO',
      shortNameLabel: 'NOMBRE CORTO (OPCIONAL)',
      shortNameHint: 'Déjelo vacío para usar el principio del título.',
      startDateLabel: 'FECHA DE INICIO DEL CURSO',
      save: 'Guardar',
      update: 'Actualizar',
      delete: 'Eliminar el curso',
      confirmDelete: '¿Seguro que quiere eliminar este curso?',
      deleted: 'Curso eliminado',
      loadFailed: 'No se ha podido cargar el curso.',
      backToCourses: 'Volver a «Mis cursos»',
      errors: {
        titleInvalid: 'El título no es válido.',
        shortNameInvalid: 'El nombre corto no es válido.',
        startDateInvalid: 'La fecha de inicio no es válida.',
      },
    },
    studentAdd: {
      title: 'Añadir un curso',
      body: 'Un curso aparece en «Mis cursos» en cuanto te unes a una de sus clases. Cuando la clase esté en directo, escribe el código de clase que muestra tu docente; cuando te admitan, pasarás a formar parte del curso.',
      join: 'Unirse a una clase',
      back: 'Volver a «Mis cursos»',
      addCourse: 'Añadir un curso',
    },
  },

  lectures: {
    heading: 'Mis clases',
    emptyTeacher: 'Por ahora no hay clases. Cree una clase nueva.',
    emptyStudent: 'Por ahora no hay clases.',
    add: 'Añadir una clase nueva',
    listLabel: 'Clases',
    noCourse: 'Seleccione un curso para ver sus clases.',
    goToCourses: 'Ir a «Mis cursos»',
    loadFailed: 'No se han podido cargar las clases.',
    timing: { live: 'En directo', future: 'Próxima', past: 'Pasada' },
    number: (lectureNum: number) => `Clase ${lectureNum}`,
    openPrefix: 'Abrir ',
    actions: (lectureNum: number) => `Acciones de la clase ${lectureNum}`,
    video: 'Vídeo',
    videoOf: (lectureNum: number) => `Vídeo de la clase ${lectureNum}`,
    menu: {
      statistics: 'Estadísticas',
      myQuestions: 'Mis preguntas',
      myAnswers: 'Mis respuestas',
      edit: 'Editar',
    },
    form: {
      createTitle: 'Añadir una clase nueva',
      editTitle: 'Editar la clase',
      name: 'Nombre de la clase',
      date: 'Fecha',
      startTime: 'Hora de inicio',
      endTime: 'Hora de fin',
      endsNextDay: 'Termina al día siguiente.',
      permissions: 'Durante la clase',
      allowQuestions: 'Permitir preguntas y respuestas',
      allowDiscussions: 'Permitir conversaciones durante la clase',
      videoLecture: 'Clase en vídeo',
      videoLectureHint: 'Indique un enlace de vídeo en lugar de una presentación en PDF.',
      videoLink: 'Enlace del vídeo',
      videoLinkHint: 'Un enlace de YouTube, por ejemplo https://youtu.be/...',
      previewVideo: 'Ver el vídeo',
      previewTitle: 'Vista previa del vídeo',
      presentation: 'Presentación (PDF)',
      choosePdf: 'Elegir un PDF',
      replacePdf: 'Sustituir el PDF',
      removeFile: 'Quitar el archivo elegido',
      noFile: 'No se ha elegido ningún archivo.',
      hasPresentation: 'Ya hay una presentación subida. Elija un PDF para sustituirla.',
      uploaded: 'Presentación subida.',
      save: 'Guardar',
      update: 'Actualizar',
      delete: 'Eliminar',
      confirmDelete: '¿Seguro que quiere eliminar esta clase?',
      deleted: 'Clase eliminada',
      notFound: 'No se ha encontrado la clase',
      backToLectures: 'Volver a «Mis clases»',
      errors: {
        nameRequired: 'Escriba un nombre.',
        dateRequired: 'Indique una fecha.',
        startTimeRequired: 'Indique la hora de inicio.',
        endTimeRequired: 'Indique la hora de fin.',
        endBeforeStart: 'La hora de fin debe ser posterior a la hora de inicio.',
      },
    },
    videoLinkTooLong: 'El enlace del vídeo es demasiado largo.',
    presentationPdfOnly: 'Las presentaciones deben ser archivos PDF.',
  },

  classStatus: {
    title: 'Control de la clase',
    noLiveLecture: 'Ahora mismo no hay ninguna clase en directo. Cree una clase nueva.',
    addLecture: 'Añadir una clase nueva',
    liveLecture: 'Clase en directo',
    lectureTime: (start: string, end: string) => `${start}–${end}`,
    editLecture: 'Editar la clase',
    startLecture: 'Iniciar la clase',
    continuePresentation: 'Continuar la presentación',
    continueLecture: 'Continuar la clase',
    endLecture: 'Finalizar la clase',
    loadFailed: 'No se han podido cargar las clases.',
    lectureEnded: 'La clase ha terminado.',
    startWarning: {
      title: 'Nueva conexión',
      body: 'Al iniciar la clase se abre una nueva conexión en directo. Los estudiantes se unen con el código de clase y esperan en la sala de espera hasta que usted los admita.',
      waiting: (count: number) =>
        count === 1
          ? 'Ahora hay 1 estudiante en la sala de espera.'
          : `Ahora hay ${count} estudiantes en la sala de espera.`,
      cancel: 'Cancelar',
      start: 'Iniciar la clase',
    },
    endConfirm: '¿Seguro que quiere finalizar esta clase?',
    endConfirmBody:
      'Los estudiantes ya no podrán enviar reacciones; las preguntas seguirán abiertas.',
    noPresentation: 'No se ha subido ninguna presentación. ¿Desea continuar de todos modos?',
    code: {
      title: 'Código de clase',
      request: 'Solicitar código de clase',
      stop: 'Dejar de mostrar',
      requestShort: 'Pedir código',
      stopShort: 'Detener',
      codeLabel: 'Código de clase',
      none: 'No se está mostrando ningún código de clase.',
      timeLeft: 'Tiempo restante',
      expiresIn: (time: string) => `Caduca en ${time}`,
      joinAt: 'O abre',
      qrLabel: (url: string) => `Código QR: escanéalo para unirte en ${url}`,
      showOverSlide: 'Mostrar el código',
      hideOverSlide: 'Ocultar el código',
      overSlideTitle: 'Únete a esta clase',
      joinedCount: (count: number) => (count === 1 ? '1 se ha unido' : `${count} se han unido`),
      joinedLabel: (count: number) =>
        count === 1
          ? '1 estudiante se ha unido a la clase'
          : `${count} estudiantes se han unido a la clase`,
      loopbackWarning:
        'Los teléfonos no pueden abrir este enlace: solo apunta a este ordenador. Configure PUBLIC_URL con una dirección a la que lleguen los teléfonos de los estudiantes (README, Running a lecture).',
      courseBusy: 'Error: el curso está ocupado',
      accessDenied: 'Acceso denegado',
    },
    permissions: {
      title: 'Permisos',
      allowQuestions: 'Permitir preguntas y respuestas',
      allowDiscussions: 'Permitir conversaciones durante la clase',
      allowReactions: 'Permitir reacciones',
    },
    info: {
      title: 'Datos de la clase',
      attending: 'Seudónimos asignados en esta clase',
      newAccountsLecture: 'Cuentas nuevas creadas en esta clase',
      newAccountsCourse: 'Cuentas nuevas creadas en este curso',
      accountsCourse: 'Estudiantes inscritos en este curso',
      tooltip: 'Si este número no coincide con la asistencia, pulse RESTABLECER.',
      aboutCounter: (label: string) => `Acerca de: ${label}`,
      resetReg: 'Restablecer inscritos',
      resetNoReg: 'Restablecer no inscritos',
      resetNew: 'Restablecer cuentas nuevas',
      confirmReset: {
        reg: '¿Seguro que quiere eliminar todos los seudónimos de los estudiantes inscritos en esta clase?',
        noreg:
          '¿Seguro que quiere eliminar todos los seudónimos de los estudiantes no inscritos en esta clase?',
        new: '¿Seguro que quiere eliminar todas las cuentas nuevas creadas en esta clase, junto con sus seudónimos?',
      },
      resetDone: 'Restablecido.',
    },
    waitingRoom: {
      title: 'Sala de espera',
      groups: {
        new: 'Cuentas nuevas',
        noReg: 'No inscritos',
        reg: 'Inscritos',
      },
      admit: 'Admitir',
      kick: 'Expulsar',
      admitGroup: (group: string) => `Admitir: ${group}`,
      kickGroup: (group: string) => `Expulsar: ${group}`,
      count: (group: string, count: number) => `${group}: ${count}`,
      updateTitle: '¡Novedades en la sala de espera!',
      updateBody: 'Hay cuentas nuevas y seudónimos que todavía no se han admitido.',
      updateQuestion: '¿Desea admitirlos?',
      warningLabel: 'Aviso sobre las entradas',
      burstWarning: (perMinute: number) =>
        `Un número inusual de solicitudes de entrada desde una misma red: ${perMinute} en un minuto.`,
      refusedWarning: (refused: number) =>
        refused === 1
          ? 'Los límites de la sala de espera han rechazado 1 solicitud de entrada.'
          : `Los límites de la sala de espera han rechazado ${refused} solicitudes de entrada.`,
      checkBeforeAdmitting: 'Revise la sala de espera antes de admitir a todo el mundo.',
      waitingSummary: (parts: string) => `En espera: ${parts}.`,
      groupCount: (group: string, count: number) => `${count} ${group.toLocaleLowerCase('es')}`,
      admitAutomatically: 'Admitir automáticamente',
      admitAutomaticallyHint:
        'Los estudiantes que lleguen se admitirán sin preguntar; recibirán sus seudónimos y credenciales como siempre.',
      admittedCount: (count: number) => `Admitidos en esta clase: ${count}`,
    },
    extension: {
      title: 'Fin de la clase',
      body: (minutes: number) =>
        `Su clase ha terminado o está a punto de terminar (${minutes} min). ¿Desea prolongarla 10 minutos?`,
      extended: 'La clase se ha prolongado 10 minutos.',
    },
  },

  presentation: {
    back: 'Volver',
    questions: 'Preguntas',
    newQuestions: (count: number) => (count === 1 ? ' pregunta nueva' : ' preguntas nuevas'),
    questionsPanel: 'Preguntas',
    closeQuestions: 'Cerrar las preguntas',
    allQuestions: 'Abrir la página de preguntas',
    backToQuestions: 'Volver a las preguntas',
    votes: (up: number, down: number) => `Votos +${up} / −${down}`,
    enterFullScreen: 'Pantalla completa',
    exitFullScreen: 'Salir de la pantalla completa',
    classStatus: 'Control de la clase',
    closeClassStatus: 'Cerrar el control de la clase',
    toolbar: 'Controles de la clase',
    missing: 'La presentación en PDF no se subió correctamente. Vuelva a subirla.',
    loading: 'Cargando la clase…',
    notFound: 'No se ha encontrado la clase',
    noSlides: 'Sin presentación: las reacciones se refieren a la clase en su conjunto.',
    liveReactions: 'Reacciones en directo',
    hideReactions: 'Ocultar las reacciones',
    showReactions: 'Mostrar las reacciones',
    manage: {
      current: 'Presentación actual',
      uploadedOn: (date: string) => `Subida el ${date}`,
      preview: 'Vista previa',
      delete: 'Eliminar la presentación',
      confirmDelete: '¿Seguro que quiere eliminar esta presentación?',
      deleted: 'Presentación eliminada',
      previewing: (file: string) => `Vista previa: ${file}`,
      close: 'Cerrar la presentación',
      progress: (percent: number) => `Subiendo la presentación… ${percent} %`,
      pdfOnly: 'Solo archivos PDF.',
    },
  },
  lti: {
    openInNewWindow: 'Abrir en una ventana nueva',
    openInNewWindowHint:
      'Abre esta página fuera de su plataforma de aprendizaje, con la sesión iniciada.',
    launch: {
      title: 'Abriendo Open4Feedback',
      signingIn: 'Iniciando sesión desde su plataforma de aprendizaje…',
      failedTitle: 'No se ha podido abrir',
      noHandoff:
        'Esta página se abre desde su plataforma de aprendizaje. Vuelva a abrir allí la actividad de su curso.',
      failed:
        'No se ha podido completar el acceso. Vuelva a abrir la actividad en su plataforma de aprendizaje.',
      lectureNotOpen:
        'La clase todavía no está abierta: se abrirá aquí en cuanto el docente muestre su código de clase.',
      newWindowFailed:
        'No se ha podido iniciar sesión en esta ventana. Vuelva a abrir la actividad en su plataforma de aprendizaje.',
      linkQuestion:
        'Ha iniciado sesión en Open4Feedback como docente. ¿Esta cuenta también es la suya en la plataforma de aprendizaje? Vincúlela solo si ha abierto usted mismo esta actividad.',
      linkYes: 'Sí, vincularla a mi cuenta',
      linkNo: 'No, mantenerlas separadas',
    },
    deepLink: {
      title: 'Vincular Open4Feedback con su curso',
      intro: (platform: string) =>
        `Elija el curso, o una de sus clases, que abrirá esta actividad de ${platform}.`,
      existing: 'Uno de mis cursos',
      create: 'Un curso nuevo',
      course: 'Curso',
      lecture: 'Clase',
      wholeCourse: 'Todo el curso (los estudiantes entran en la clase en directo)',
      lectureOption: lectureTitle,
      noCourses: 'Todavía no tiene cursos: cree uno aquí.',
      courseName: 'Nombre del curso',
      shortName: 'Nombre corto',
      submit: 'Añadir a la plataforma de aprendizaje',
      returning: 'Volviendo a su plataforma de aprendizaje…',
      loadFailed:
        'No se han podido cargar los cursos. Vuelva a añadir la actividad en su plataforma de aprendizaje.',
      pickCourse: 'Elija un curso.',
    },
    platforms: {
      title: 'Plataformas LTI',
      registrationTitle: 'URL de registro',
      registrationHelp:
        'En Moodle: Administración del sitio > Extensiones > Módulos de actividad > Herramienta externa > Gestionar herramientas. Pegue esta URL como URL de la herramienta y pulse «Añadir LTI Advantage».',
      noRegistrationUrl:
        'El registro dinámico está desactivado: configure LTI_REGISTRATION_KEY en el servidor para obtener una URL de registro.',
      copy: 'Copiar',
      copied: 'Se ha copiado la URL de registro.',
      copyFailed: 'No se ha podido copiar la URL: selecciónela y cópiela a mano.',
      listTitle: 'Plataformas registradas',
      none: 'Todavía no hay ninguna plataforma registrada.',
      name: 'Nombre',
      issuer: 'Emisor (issuer)',
      clientId: 'ID de cliente',
      deploymentIds: 'ID de despliegue',
      registeredVia: 'Registro',
      createdAt: 'Añadida el',
      via: { dynamic: 'Por registro dinámico', manual: 'A mano' },
      add: 'Añadir una plataforma',
      addTitle: 'Añadir una plataforma a mano',
      deploymentId: 'ID de despliegue',
      authUrl: 'URL de autorización',
      tokenUrl: 'URL del token de acceso',
      jwksUrl: 'URL del conjunto de claves públicas (JWKS)',
      urlHint: 'https, o http en 127.0.0.1 o localhost',
      cancel: 'Cancelar',
      save: 'Añadir',
      added: 'Se ha añadido la plataforma.',
      remove: 'Quitar',
      removeLabel: (name: string) => `Quitar ${name}`,
      confirmRemove: '¿Seguro que quiere quitar esta plataforma?',
      removeConsequence: 'Sus enlaces en la plataforma de aprendizaje dejarán de funcionar.',
      removed: 'Se ha quitado la plataforma.',
      loadFailed: 'No se han podido cargar las plataformas.',
    },
    errors: {
      nameRequired: 'Escriba un nombre.',
      clientIdRequired: 'Escriba el ID de cliente.',
      deploymentIdRequired: 'Escriba el ID de despliegue.',
      urlInvalid: 'Escriba una URL completa (https, o http en localhost).',
      courseNameRequired: 'Escriba el nombre del curso.',
      courseShortNameRequired: 'Escriba un nombre corto.',
    },
  },

  passkeys: {
    keep: 'Guardar esta cuenta con una llave de acceso',
    keepIntro:
      'Tu teléfono o tu ordenador guarda la llave de tu cuenta y la desbloquea con tu huella, tu cara o el bloqueo de pantalla. No hay nada que anotar.',
    keeping: 'Esperando a tu dispositivo…',
    kept: 'Tu cuenta está guardada con una llave de acceso en este dispositivo. La próxima vez, elige «Iniciar sesión con una llave de acceso».',
    alsoCredentials:
      'Ya no los necesitas, pero si quieres iniciar sesión en otro dispositivo, aquí tienes tu ID privado y tu contraseña:',
    login: 'Iniciar sesión con una llave de acceso',
    loggingIn: 'Esperando a tu llave de acceso…',
    cancelled: 'No se ha usado ninguna llave de acceso. Puedes volver a intentarlo.',
    notSaved:
      'No se ha guardado ninguna llave de acceso. Puedes volver a intentarlo o guardar tu ID privado y tu contraseña.',
    failed: 'Algo ha fallado con la llave de acceso. Vuelve a intentarlo.',
    settingsTitle: 'Llaves de acceso',
    settingsIntro:
      'Una llave de acceso le permite iniciar sesión en este dispositivo con su huella, su cara o el bloqueo de pantalla en lugar de una contraseña.',
    add: 'Añadir una llave de acceso',
    added: 'Llave de acceso añadida.',
    none: 'Todavía no tiene ninguna llave de acceso.',
    unsupported: 'Este navegador no admite llaves de acceso.',
    listLabel: 'Sus llaves de acceso',
    name: (index: number) => `Llave de acceso ${index}`,
    created: (date: string) => `Añadida el ${date}`,
    lastUsed: (date: string) => `último uso el ${date}`,
    neverUsed: 'sin usar todavía',
    remove: 'Quitar',
    removeLabel: (name: string) => `Quitar ${name}`,
    removed:
      'Llave de acceso quitada. Elimínela también de su dispositivo, en los ajustes de llaves de acceso.',
    loadFailed: 'No se han podido cargar sus llaves de acceso.',
  },
  sso: {
    button: 'Iniciar sesión con su cuenta institucional',
    or: 'o',
    completeTitle: 'Acceso con cuenta institucional',
    signingIn: 'Iniciando sesión…',
    failedTitle: 'No se ha podido iniciar sesión',
    noHandoff:
      'Esta página completa un acceso con cuenta institucional. Vuelva a iniciar sesión desde el acceso para docentes.',
    failed: 'No se ha podido completar el inicio de sesión. Vuelva a iniciar sesión.',
    backToLogin: 'Volver al acceso para docentes',
    refusedTitle: 'No se ha podido acceder con la cuenta institucional',
    refused: {
      disabled:
        'El acceso con cuenta institucional no está configurado en este servidor. Inicie sesión con su nombre de usuario.',
      unavailable:
        'Ahora mismo no se puede contactar con el servicio de acceso de la universidad. Vuelva a intentarlo dentro de unos minutos o inicie sesión con su nombre de usuario.',
      state:
        'Este inicio de sesión ha tardado demasiado o ya se había utilizado. Vuelva a pulsar el botón de acceso con cuenta institucional.',
      denied:
        'Se canceló el inicio de sesión en el acceso de su universidad. Puede volver a intentarlo.',
      failed:
        'El acceso de su universidad envió una respuesta que no se ha podido comprobar. Vuelva a intentarlo; si vuelve a ocurrir, avise al servicio de soporte informático.',
      unverified:
        'Su cuenta institucional no tiene un correo electrónico verificado, así que no se puede abrir con ella una cuenta de docente.',
      domain:
        'Este servidor no acepta su correo electrónico institucional para cuentas de docente. Pregunte a su administrador qué acceso debe utilizar.',
      not_teacher:
        'Este correo electrónico pertenece a una cuenta de estudiante. El acceso con cuenta institucional es solo para docentes.',
    },
  },
};
