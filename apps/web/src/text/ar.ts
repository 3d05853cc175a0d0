/**
 * العربية (الفصحى المعاصرة كما تكتبها جامعة في القاهرة).
 *
 * المخاطبة: أعضاء هيئة التدريس (المحاضرون) بصيغة الجمع للاحترام («يمكنكم»، «محاضراتكم»)؛
 * الطلاب بصيغة المفرد («يمكنك»، «أدخل»)، بالصيغة المذكّرة العامة المعتادة في واجهات البرامج
 * العربية؛ والصفحات المشتركة بين الفئتين بصيغة محايدة («يُرجى ...») أو بالجمع.
 *
 * التفاعلات الخمسة بالأسماء نفسها في كل مكان (الأزرار، الرسوم، الإحصاءات، تسميات CSV):
 * تُهت، غير واضح، رائع!، صعب جدًا، سهل جدًا.
 *
 * الأرقام: الأنسب للمنتج الأرقام اللاتينية (0–9)، أي وسم Intl 'ar-u-nu-latn' (لا 'ar-EG'،
 * الذي يختار الأرقام الهندية ٠–٩). فرمز المحاضرة يكتبه الطالب على هاتفه، والمعرّف الخاص وكلمة
 * المرور وعناوين URL وأسماء ملفات CSV كلها بأرقام لاتينية، والأعداد في نصوص هذا الجدول تُكتب
 * بالقوالب كما في de.ts (أي بأرقام لاتينية)؛ فبالأرقام اللاتينية في Intl تأتي كل أرقام الصفحة
 * بخط واحد. والتواريخ تبقى بأسماء الشهور المستعملة في مصر (سبتمبر، أكتوبر...). يُكتب الوسم صراحةً
 * حتى لا تتوقف الأرقام على ما يختاره المتصفح افتراضيًا للغة 'ar'.
 *
 * Arabic. Teachers are addressed in the respectful plural, students in the singular (the generic
 * masculine form usual in Arabic software); pages for both speak impersonally or in the plural.
 * Reactions everywhere: تُهت، غير واضح، رائع!، صعب جدًا، سهل جدًا. Digits: Latin digits suit
 * the product best (Intl tag 'ar-u-nu-latn', not 'ar-EG', which picks Arabic-Indic digits):
 * Lecture Codes are typed on phones, private IDs, passwords, URLs and CSV names use Latin digits,
 * and counts in this table are template literals (Latin digits, as in de.ts), so every number
 * on a page stays in one script; the tag is spelled out so the digits do not depend on the
 * engine's default for plain 'ar'. Month names stay the ones Intl gives (سبتمبر...).
 */
import type { Catalogue } from './catalogue.ts';

const SUPPORT_EMAIL = 'support@open4feedback.org';

const SORT_LABELS = {
  time: 'الوقت',
  votes: 'الأصوات',
  answers: 'عدد الإجابات',
  flag: 'البلاغات',
  lectureNum: 'رقم المحاضرة',
  discussions: 'عدد النقاشات',
};

/** «المحاضرة 3: البصريات»؛ الاسم الذي يبدأ بـ«المحاضرة 3» (أو «Lecture 3») يبقى كما هو. */
const lectureTitle = (lectureNum: number, name: string): string => {
  const prefix = `المحاضرة ${lectureNum}`;
  if (!name.trim()) return prefix;
  return new RegExp(`^\\s*(lecture|(ال)?محاضرة)\\s*0*${lectureNum}(?!\\d)`, 'i').test(name)
    ? name
    : `${prefix}: ${name}`;
};

/**
 * The forms an Arabic noun takes after a number: one and two (said without a digit), 3–10 (the
 * plural), 11–99 (the singular, accusative) and the rest (0, 100, 101...: the singular).
 */
type Forms = readonly [one: string, two: string, few: string, many: string, other: string];

const formIndex = (count: number): 0 | 1 | 2 | 3 | 4 => {
  if (count === 1) return 0;
  if (count === 2) return 1;
  const rest = count % 100;
  if (Number.isInteger(count) && rest >= 3 && rest <= 10) return 2;
  if (Number.isInteger(count) && rest >= 11 && rest <= 99) return 3;
  return 4;
};

/** «سؤال واحد»، «سؤالان»، «3 أسئلة»، «11 سؤالًا»، «100 سؤال». */
const counted = (count: number, forms: Forms): string => {
  const index = formIndex(count);
  return index < 2 ? forms[index] : `${count} ${forms[index]}`;
};

/** The noun alone, for a count shown just before it: «سؤال جديد»، «سؤالان جديدان»، «أسئلة جديدة». */
const nounAfter = (count: number, forms: Forms): string => {
  const index = formIndex(count);
  return forms[index === 0 ? 4 : index];
};

const QUESTIONS: Forms = ['سؤال واحد', 'سؤالان', 'أسئلة', 'سؤالًا', 'سؤال'];
const ANSWERS: Forms = ['إجابة واحدة', 'إجابتان', 'إجابات', 'إجابةً', 'إجابة'];
const DISCUSSIONS: Forms = ['نقاش واحد', 'نقاشان', 'نقاشات', 'نقاشًا', 'نقاش'];
const MESSAGES: Forms = ['رسالة واحدة', 'رسالتان', 'رسائل', 'رسالةً', 'رسالة'];
const REACTIONS: Forms = ['تفاعل واحد', 'تفاعلان', 'تفاعلات', 'تفاعلًا', 'تفاعل'];
const STUDENTS: Forms = ['طالب واحد', 'طالبان', 'طلاب', 'طالبًا', 'طالب'];
const SECONDS: Forms = ['ثانية واحدة', 'ثانيتين', 'ثوانٍ', 'ثانيةً', 'ثانية'];
const SEGMENTS: Forms = ['مقطع واحد', 'مقطعين', 'مقاطع', 'مقطعًا', 'مقطع'];
const MINUTES: Forms = ['دقيقة واحدة', 'دقيقتان', 'دقائق', 'دقيقةً', 'دقيقة'];
const JOIN_REQUESTS: Forms = [
  'طلب انضمام واحد',
  'طلبا انضمام',
  'طلبات انضمام',
  'طلبَ انضمام',
  'طلب انضمام',
];
const NEW_QUESTIONS: Forms = [
  'سؤال جديد',
  'سؤالان جديدان',
  'أسئلة جديدة',
  'سؤالًا جديدًا',
  'سؤال جديد',
];

export const ar: Catalogue = {
  common: {
    productName: 'Open4Feedback',
    documentDescription:
      'Open4Feedback: تغذية راجعة فورية ومجهولة الهوية في أثناء المحاضرات المباشرة.',
    loading: 'جارٍ التحميل...',
    retry: 'إعادة المحاولة',
    send: 'إرسال',
    close: 'إغلاق',
    yes: 'نعم',
    no: 'لا',
    showPassword: 'إظهار كلمة المرور',
    hidePassword: 'إخفاء كلمة المرور',
    logoAlt: 'شعار Open4Feedback',
    homeLink: 'الصفحة الرئيسية لـ Open4Feedback',
    language: 'اللغة',
    theme: { label: 'المظهر', system: 'النظام', light: 'فاتح', dark: 'داكن' },
  },

  nav: {
    ltiPlatforms: 'منصات LTI',
    myCourses: 'مقرراتي',
    myLectures: 'محاضراتي',
    joinLecture: 'الانضمام إلى محاضرة',
    classStatus: 'إدارة المحاضرة',
    classStatusLive: 'إدارة المحاضرة (محاضرة جارية الآن)',
    statisticsAdmin: 'إدارة الإحصاءات',
    statistics: 'الإحصاءات',
    questions: 'الأسئلة',
    answers: 'الإجابات',
    discussions: 'النقاشات',
    notifications: 'الإشعارات',
    mySettings: 'إعداداتي',
    howItWorks: 'طريقة العمل',
    logOut: 'تسجيل الخروج',
    feedback: 'الملاحظات',
    openMenu: 'فتح القائمة',
    mainMenu: 'القائمة الرئيسية',
    breadcrumb: 'مسار التنقل',
    home: 'الرئيسية',
  },

  notifications: {
    bellLabel: (total: number) => `الإشعارات: ${total} غير مقروءة`,
    bellMenu: 'مجموعات الإشعارات',
    questions: 'الأسئلة',
    answers: 'الإجابات',
    discussions: 'النقاشات',
    flaggedQ: 'أسئلة مُبلَّغ عنها',
    flaggedA: 'إجابات مُبلَّغ عنها',
    withCount: (label: string, count: number) => `${label} (${count})`,
    title: 'الإشعارات',
    tabsLabel: 'مجموعات الإشعارات',
    markAllRead: 'تعليم الكل كمقروء',
    empty: 'لا توجد إشعارات.',
    unread: 'غير مقروء',
    listLabel: (group: string) => `إشعارات: ${group}`,
    source: (course: string, lecture: string, author: string) =>
      `${course} - ${lecture} - ${author}`,
    events: {
      question_posted: 'سؤال جديد',
      question_answered: 'إجابة جديدة',
      discussion_started: 'نقاش جديد',
      discussion_reply: 'رد جديد',
      question_flagged: 'إبلاغ عن سؤال',
      answer_flagged: 'إبلاغ عن إجابة',
      lecture_started: 'بدأت المحاضرة',
      lecture_ended: 'انتهت المحاضرة',
      lecture_updated: 'عُدّلت المحاضرة',
      removed_from_pseudonym: 'أُخرجت من المحاضرة',
      account_deleted: 'حُذف الحساب',
      unregistered_course: 'أُخرجت من المقرر',
    },
  },

  footer: {
    copyright: (year: number) => `© ${year} Open4Feedback. جميع الحقوق محفوظة.`,
    privacyPolicy: 'سياسة الخصوصية',
    terms: 'الشروط والأحكام',
  },

  about: {
    title: 'Open4Feedback',
    tagline: 'اعرفوا ما فهمه طلابكم وأنتم ما زلتم تشرحون.',
    intro:
      'يُخبر الطلاب المحاضر، شريحةً بعد شريحة ودون كلمة واحدة، هل يتابعون الشرح أم لا. وتستمر الأسئلة والنقاشات باسم مستعار، في أثناء المحاضرة وبعدها.',
    student: 'الطالب',
    teacher: 'المحاضر',
    learnMore: 'اعرف المزيد',
    showLess: 'عرض أقل',
    features: [
      {
        title: 'تغذية راجعة فورية',
        body: 'بلمسة واحدة يقول الطلاب «تُهت» أو «غير واضح» أو «رائع!» أو «صعب جدًا» أو «سهل جدًا». ويرى المحاضر الأعداد والنسب المئوية لحظةً بلحظة.',
      },
      {
        title: 'التغذية الراجعة أسفل الشريحة',
        body: 'تظهر التفاعلات أسفل العرض التقديمي، فيعرف المحاضر حال القاعة دون أن يوقف المحاضرة أو يغادر الشرائح.',
      },
      {
        title: 'أسئلة وإجابات مجهولة الهوية ولكن مسؤولة',
        body: 'تُنشر الأسئلة والإجابات والنقاشات باسم مستعار خاص بكل محاضرة. ويُبلّغ المجتمع عن الإساءة، ويمكن أن يستمر الحوار بعد انتهاء المحاضرة.',
      },
      {
        title: 'مدرّجات تكرارية للتحليل',
        body: 'بعد المحاضرة يراجع المحاضر التفاعلات لكل شريحة وللمحاضرة كلها، على خط زمني، مع الأسئلة والإجابات التي أثارتها.',
      },
      {
        title: 'لا بيانات شخصية من الطلاب',
        body: 'ينضم الطلاب برمز محاضرة رقمي، ويحصلون على معرّف خاص وكلمة مرور. لا اسم، ولا بريد إلكتروني، ولا رقم هاتف.',
      },
    ],
    privacyLink: 'اطّلعوا على سياسة الخصوصية',
  },

  privacy: {
    title: 'سياسة الخصوصية',
    lastUpdated: 'آخر تحديث: 9 سبتمبر 2025',
    sections: [
      {
        heading: 'من نحن',
        paragraphs: [
          'Open4Feedback منصة للتغذية الراجعة في قاعات الدراسة. وتوضح هذه السياسة المعلومات التي نحتفظ بها عن أعضاء هيئة التدريس والطلاب، وسبب احتفاظنا بها، وما يمكنكم أن تطلبوه منا بشأنها.',
        ],
      },
      {
        heading: 'أعضاء هيئة التدريس',
        paragraphs: [
          'للتسجيل يُدخل عضو هيئة التدريس اسمه الأول واسم العائلة وبريدًا إلكترونيًا جامعيًا واسم الجامعة وكلمة مرور. ونتحقق من البريد الإلكتروني الجامعي حتى يطمئن الطلاب إلى أن المقرر يديره محاضر حقيقي في جامعة حقيقية.',
          'وللسبب نفسه تكون بيانات أعضاء هيئة التدريس علنية لغرض التحقق: فقد يُعرض اسم المحاضر وجامعته على طلاب مقرراته. ولا نبيع هذه المعلومات ولا نشاركها لأغراض الإعلان.',
        ],
      },
      {
        heading: 'الطلاب',
        paragraphs: [
          'لا نخزّن أي بيانات شخصية للطلاب. ينضم الطالب إلى المحاضرة برمز محاضرة رقمي، ويحصل على معرّف خاص وكلمة مرور مولَّدين عشوائيًا. ولا نطلب من الطالب أبدًا اسمًا أو بريدًا إلكترونيًا أو رقم هاتف.',
          'لا يظهر الطالب داخل المحاضرة إلا باسم مستعار يُختار من مجموعة من الأقنعة. ولا يرى المحاضرون والطلاب الآخرون إلا الاسم المستعار، ولا ترتبط الأسماء المستعارة للطالب الواحد في المحاضرات المختلفة بعضها ببعض.',
          'ما نحتفظ به لحساب الطالب هو المعرّف الخاص، وكلمة المرور في صورة مُجزّأة (hash)، والمقررات المسجَّل فيها، والتفاعلات والأسئلة والإجابات ورسائل النقاش المنشورة بأسمائه المستعارة.',
        ],
      },
      {
        heading: 'ملفات تعريف الارتباط',
        paragraphs: [
          'لا نستخدم ملفات تعريف الارتباط (cookies). يحفظ تطبيق الويب مفتاح جلستكم والمقرر والمحاضرة الحاليين في التخزين المحلي للمتصفح، على جهازكم فقط؛ وتسجيل الخروج يحذف مفتاح الجلسة.',
        ],
      },
      {
        heading: 'أين تُحفظ بياناتكم',
        paragraphs: [
          'تُحفظ البيانات على خوادم سحابية في الولايات المتحدة الأمريكية. والاتصالات بالخدمة مشفّرة.',
        ],
      },
      {
        heading: 'مدة الاحتفاظ بالبيانات',
        paragraphs: ['تُحذف الحسابات غير النشطة لأكثر من عام، مع البيانات التابعة لها.'],
      },
      {
        heading: 'حقوقكم',
        paragraphs: [
          `يمكنكم طلب الاطلاع على بياناتكم، أو تصحيحها، أو حذفها، أو تقييد معالجتها، عبر البريد الإلكتروني ${SUPPORT_EMAIL}. وعلى الطالب أن يذكر معرّفه الخاص، إذ لا نملك غيره ما يدل على حساب الطالب. ونرد خلال 30 يومًا.`,
        ],
      },
      {
        heading: 'التغييرات على هذه السياسة',
        paragraphs: [
          'عند تغيير هذه السياسة نحدّث التاريخ في أعلى هذه الصفحة. ونُعلن التغييرات الجوهرية أيضًا في صفحة «عن المنصة».',
        ],
      },
    ],
  },

  terms: {
    title: 'الشروط والأحكام',
    lastUpdated: 'آخر تحديث: 9 سبتمبر 2025',
    sections: [
      {
        heading: 'استخدام Open4Feedback',
        paragraphs: [
          'تتيح Open4Feedback للمحاضرين جمع تغذية راجعة وأسئلة مجهولة الهوية من طلاب محاضراتهم. وبإنشاء حساب أو الانضمام إلى محاضرة فإنكم تقبلون هذه الشروط.',
        ],
      },
      {
        heading: 'الحسابات',
        paragraphs: [
          'يسجّل أعضاء هيئة التدريس ببريد إلكتروني جامعي صالح ويحافظون على سرية كلمة المرور. ويحتفظ الطلاب بمعرّفهم الخاص وكلمة المرور في مكان آمن: فلا يمكننا استعادة حساب طالب فُقدت بيانات دخوله، لأننا لا نملك عنه أي بيانات أخرى.',
        ],
      },
      {
        heading: 'الاستخدام المقبول',
        paragraphs: [
          'يجب أن تتعلق المنشورات بالمقرر وأن تحترم الآخرين. لا تنشروا بيانات شخصية أو إهانات أو تحرشًا أو إعلانات أو محتوى مخالفًا للقانون، ولا تحاولوا معرفة الشخص الذي وراء اسم مستعار.',
          'يتولى المجتمع الإشراف على المنشورات: فالمنشورات التي يُبلّغ عنها عدد كافٍ من الطلاب تُنقل خارج القوائم العادية وتنخفض سمعة كاتبها. ويجوز لنا حذف المحتوى أو الحسابات المخالفة لهذه الشروط.',
        ],
      },
      {
        heading: 'المحتوى الخاص بكم',
        paragraphs: [
          'تحتفظون بحقوق ما تنشرونه وترفعونه. وتأذنون لنا بتخزينه وعرضه على المشاركين في المقرر الذي ينتمي إليه، ما دام المقرر قائمًا.',
          'يتحمّل المحاضرون مسؤولية امتلاك حق رفع العروض التقديمية ومقاطع الفيديو التي يستخدمونها.',
        ],
      },
      {
        heading: 'التوافر والمسؤولية',
        paragraphs: [
          'نعمل على إبقاء الخدمة متاحة وسليمة، لكنها تُقدَّم كما هي، دون ضمان أن تكون متاحة دائمًا أو خالية من الأخطاء. وفي الحدود التي يسمح بها القانون، لا نتحمل المسؤولية عن الخسائر غير المباشرة الناتجة عن استخدامها.',
        ],
      },
      {
        heading: 'التواصل',
        paragraphs: [`للأسئلة عن هذه الشروط: ${SUPPORT_EMAIL}.`],
      },
    ],
  },

  feedback: {
    title: 'الملاحظات',
    intro: 'نقدّر ملاحظاتكم.',
    messageLabel: 'رسالتكم',
    messagePlaceholder: 'أخبرونا بما ينجح وما لا ينجح، وبما تودّون رؤيته.',
    send: 'إرسال',
    thanks: 'شكرًا لكم على ملاحظاتكم.',
  },

  howItWorks: {
    title: 'طريقة العمل',
    tabs: { student: 'الطالب', teacher: 'المحاضر', faq: 'الأسئلة الشائعة' },
    tabsLabel: 'موضوعات «طريقة العمل»',
    student: [
      {
        heading: '1. انضم إلى محاضرة جارية',
        body: 'يعرض المحاضر في القاعة رمز محاضرة رقميًا. افتح «الانضمام إلى محاضرة»، واكتب الرمز، ثم اضغط «انضمام». لا يمكن الانضمام إلا إلى محاضرة جارية، ويمكنك حضور محاضرة جارية واحدة في كل مرة: فالانضمام إلى محاضرة أخرى يُخرجك من الأولى.',
      },
      {
        heading: '2. اختر اسمك المستعار',
        body: 'اختر قناعًا من الأقنعة الاثني عشر. يصبح اسمك المستعار في هذه المحاضرة وحدها؛ وفي محاضرتك التالية تحصل على اسم جديد، فلا يستطيع أحد أن يتتبعك من محاضرة إلى أخرى.',
      },
      {
        heading: '3. انتظر السماح بالدخول',
        body: 'يسمح المحاضر لمن في غرفة الانتظار بالدخول. في المرة الأولى تحصل على معرّف خاص وكلمة مرور: نزّلهما أو دوّنهما، فهما الطريقة الوحيدة للعودة إلى حسابك. ولا نطلب أبدًا اسمك أو بريدك الإلكتروني أو رقم هاتفك.',
      },
      {
        heading: '4. عبّر عن رأيك دون كتابة',
        body: 'في تبويب «التغذية الراجعة» اضغط «تُهت» أو «غير واضح» أو «رائع!» أو «صعب جدًا» أو «سهل جدًا» متى شئت. يبقى تفاعل واحد فقط نشطًا في كل مرة: الضغط على تفاعل آخر يحل محله، والضغط عليه مرة أخرى يسحبه، والشريحة الجديدة تمحوه. ولا يرى المحاضر إلا المجاميع.',
      },
      {
        heading: '5. اسأل وأجب وناقش',
        body: 'في تبويب «الأسئلة والإجابات» اطرح الأسئلة وأجب عن أسئلة الآخرين باسمك المستعار، في أثناء المحاضرة إذا سمح المحاضر بذلك، وبعدها. صوّت للمنشورات المفيدة وأبلغ عن غير اللائقة.',
      },
      {
        heading: '6. عُد لاحقًا',
        body: 'سجّل الدخول بمعرّفك الخاص وكلمة المرور لقراءة أسئلة مقرراتك وإجاباتها ونقاشاتها ولمتابعة إشعاراتك.',
      },
    ],
    teacher: [
      {
        heading: '1. سجّلوا وأنشئوا مقررًا',
        body: 'سجّلوا ببريدكم الإلكتروني الجامعي (يجري التحقق منه)، ثم أنشئوا مقررًا ومحاضراته، مع تاريخ ووقت بداية ووقت نهاية لكل محاضرة.',
      },
      {
        heading: '2. أضيفوا المادة',
        body: 'ارفعوا عرضًا تقديميًا بصيغة PDF إلى المحاضرة، أو أدخلوا رابط فيديو. يتفاعل الطلاب مع الشريحة المعروضة، فتكون الإحصاءات لكل شريحة.',
      },
      {
        heading: '3. ابدؤوا المحاضرة وشاركوا الرمز',
        body: 'من «إدارة المحاضرة» ابدؤوا المحاضرة واضغطوا «طلب رمز المحاضرة». اعرضوا الرمز على الطلاب؛ تنتهي صلاحيته بعد دقائق قليلة، ويمكنكم إيقاف عرضه في أي وقت.',
      },
      {
        heading: '4. اسمحوا لغرفة الانتظار بالدخول',
        body: 'ينتظر الطلاب الذين أدخلوا الرمز حتى تسمحوا لهم بالدخول. ويُحصى الطلاب الجدد، والطلاب الذين لديهم حساب، والطلاب المسجَّلون في المقرر من قبل، كلٌّ على حدة، وتقبلون كل مجموعة أو تُخرجونها.',
      },
      {
        heading: '5. تابعوا حال القاعة وأنتم تشرحون',
        body: 'تظهر التفاعلات أسفل الشريحة أعدادًا ونسبًا مئوية. اسمحوا بالتفاعلات والأسئلة والنقاشات أو أوقفوها مؤقتًا من بطاقة «الصلاحيات»، ومدّدوا المحاضرة 10 دقائق إذا تأخرت.',
      },
      {
        heading: '6. راجعوا بعد ذلك',
        body: 'تعرض الإحصاءات التفاعلات لكل شريحة وعلى مدار الوقت، وتستمر الأسئلة والإجابات والنقاشات بعد المحاضرة. ترون المنشور بعد أن يطّلع عليه عدد كافٍ من الطلاب، ولا ترون أبدًا المنشورات التي أرسلها المجتمع إلى العزل.',
      },
    ],
    faq: [
      {
        question: 'هل تغذيتي الراجعة مجهولة الهوية حقًا؟',
        answer:
          'نعم. لا يرى المحاضرون والطلاب الآخرون إلا اسمك المستعار في المحاضرة، ولا يرون أبدًا معرّفك الخاص أو حسابك. وتُعرض التفاعلات على المحاضر مجاميعَ فقط.',
      },
      {
        question: 'ما البيانات الشخصية التي أقدّمها بصفتي طالبًا؟',
        answer:
          'لا شيء. تنضم برمز المحاضرة وتحصل على معرّف خاص وكلمة مرور مولَّدين لك. ولا نطلب أبدًا اسمًا أو بريدًا إلكترونيًا أو رقم هاتف.',
      },
      {
        question: 'ما المعرّف الخاص؟',
        answer:
          'هو اسم الدخول الخاص بك، ويُولَّد عشوائيًا عند السماح لك بدخول محاضرة أول مرة. وهو مع كلمة المرور المفتاح الوحيد لحسابك: احفظهما في مكان آمن، فلا يمكننا استعادة حساب مفقود دون بيانات شخصية.',
      },
      {
        question: 'لماذا أحصل على اسم مستعار مختلف في كل محاضرة؟',
        answer:
          'الاسم المستعار خاص بمحاضرة واحدة. ولأن قناعًا جديدًا يُختار في كل مرة، لا يمكن ربط منشورات من محاضرات مختلفة بالشخص نفسه، ولا حتى من قِبل المحاضر.',
      },
      {
        question: 'إذا كانت المنشورات مجهولة الهوية، فمن المسؤول عنها؟',
        answer:
          'كل منشور مرتبط باسم مستعار وبحساب، ولكل حساب سمعة. والمنشورات التي يُبلّغ عنها المجتمع تُنقص سمعة كاتبها، ويمكن حذف الحسابات التي تسيء استخدام الخدمة.',
      },
      {
        question: 'كيف يجري الإشراف على المحتوى؟',
        answer:
          'يتولاه الطلاب أنفسهم. يمكن لأي شخص الإبلاغ عن سؤال أو إجابة أو نقاش. والمنشور الذي يتلقى عددًا كافيًا من البلاغات يُنقل إلى العزل: يغادر القوائم العادية ولا يراه المحاضر. وإذا رأيت أن الإبلاغ عن منشور كان ظالمًا، فاضغط «اعتراض».',
      },
      {
        question: 'متى يرى المحاضر سؤالي؟',
        answer:
          'لا يظهر المنشور للمحاضر إلا بعد أن يطّلع عليه عدد كافٍ من الطلاب، حتى يتمكن الطلاب من الإبلاغ عن المنشور غير اللائق أولًا.',
      },
      {
        question: 'هل يوجد محضر للمحاضرة؟',
        answer:
          'تبقى الأسئلة والإجابات والنقاشات مرتبطة بالمحاضرة، ويمكن قراءتها ومواصلتها بعد انتهائها. أما التفاعلات فتُحفظ إحصاءاتٍ لكل شريحة وعلى مدار الوقت، لا سجلًا بمن ضغط ماذا.',
      },
      {
        question: 'هل يمكنني قراءة أسئلة محاضرة فاتتني؟',
        answer:
          'نعم، في المقررات المسجَّل فيها. ودون اسم مستعار في تلك المحاضرة تكون المنشورات للقراءة فقط: «للقراءة فقط. لم تحضر هذه المحاضرة.»',
      },
      {
        question: 'هل يمكنني حضور محاضرتين في الوقت نفسه؟',
        answer:
          'لا. يحضر الطالب محاضرة جارية واحدة في كل مرة؛ والانضمام إلى محاضرة جديدة يُخرجك من المحاضرة الحالية.',
      },
      {
        question: 'لماذا لا أستطيع النشر في أثناء المحاضرة؟',
        answer:
          'يقرر المحاضر هل يُسمح بالأسئلة والنقاشات في أثناء المحاضرة. وإن لم يُسمح بها، يُظهر حقل الكتابة أن النشر غير مسموح به حاليًا؛ ويظل بإمكانك التفاعل.',
      },
      {
        question: 'من يشارك في النقاش؟',
        answer: 'النقاش حوار خاص بين شخصين: كاتب الإجابة والشخص الذي بدأ النقاش حولها.',
      },
      {
        question: 'ماذا يحدث للحسابات غير النشطة؟',
        answer:
          'تُحذف الحسابات التي لم تُستخدم لأكثر من عام، مع بياناتها. وتجد حقوقك الأخرى في سياسة الخصوصية.',
      },
    ],
  },

  auth: {
    teacherLoginTitle: 'دخول أعضاء هيئة التدريس',
    studentLoginTitle: 'دخول الطلاب',
    privateId: 'المعرّف الخاص',
    password: 'كلمة المرور',
    login: 'تسجيل الدخول',
    register: 'إنشاء حساب',
    teacherLoginInvalidId: 'المعرّف غير صالح.',
    teacherLoginInvalidPassword: 'كلمة المرور غير صالحة.',
    teacherLoginHint: 'أدخلوا اسم المستخدم أو بريدكم الإلكتروني الجامعي.',
    studentPrivateIdRequired: 'أدخل معرّفك الخاص.',
    studentPasswordRequired: 'أدخل كلمة المرور.',
    studentLoginIntro:
      'سجّل الدخول بالمعرّف الخاص وكلمة المرور اللذين حصلت عليهما عند انضمامك إلى محاضرة أول مرة.',
    newStudentHint: 'أول مرة هنا؟ انضم إلى محاضرة برمزها للحصول على معرّفك الخاص.',
    newStudentLink: 'لديّ رمز محاضرة',
    registerTitle: 'تسجيل عضو هيئة التدريس',
    registerIntro: 'يلزم بريد إلكتروني جامعي صالح، وسيجري التحقق منه.',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني الجامعي',
    university: 'اسم الجامعة',
    username: 'اسم المستخدم',
    confirmPassword: 'تأكيد كلمة المرور',
    passwordHint: '8 أحرف على الأقل، منها حرف صغير وحرف كبير ورقم.',
    haveAccount: 'لديكم حساب بالفعل؟ سجّلوا الدخول',
    registration: {
      firstNameRequired: 'يُرجى إدخال الاسم الأول.',
      lastNameRequired: 'يُرجى إدخال اسم العائلة.',
      emailRequired: 'يُرجى إدخال البريد الإلكتروني.',
      emailInvalid: 'البريد الإلكتروني غير صالح.',
      universityRequired: 'يُرجى إدخال اسم الجامعة.',
      passwordRequired: 'يُرجى إدخال كلمة المرور.',
      passwordsDiffer: 'كلمتا المرور غير متطابقتين.',
      confirmRequired: 'يُرجى تأكيد كلمة المرور.',
      weakPassword: 'كلمة المرور ضعيفة. يُرجى مراعاة الشروط المذكورة أعلاه.',
    },
  },

  join: {
    title: 'الانضمام إلى محاضرة',
    chooseTitle: 'أهلًا بك!',
    chooseIntro: 'هل استخدمت Open4Feedback من قبل؟',
    oldStudent: 'لديّ معرّف خاص',
    oldStudentHint: 'سجّل الدخول أولًا، ثم انضم إلى المحاضرة.',
    newStudent: 'أنا جديد هنا',
    newStudentHint: 'أدخل رمز المحاضرة الذي يعرضه المحاضر.',
    codePlaceholder: 'أدخل رمز المحاضرة',
    join: 'انضمام',
    codeMustBeNumber: 'يجب أن يتكون رمز المحاضرة من أرقام فقط.',
    codeRequired: 'أدخل رمز المحاضرة.',
    afterLoginNote:
      'لا يمكن الانضمام إلا إلى محاضرة جارية. وإذا انضممت إلى محاضرة جديدة، فستخرج من المحاضرة الحالية.',
    noClass: 'عذرًا، لا توجد حاليًا محاضرة بهذا الرمز.',
    codeExpired: 'انتهت صلاحية رمز المحاضرة هذا. اطلب من المحاضر رمزًا جديدًا.',
    checkingCode: 'جارٍ التحقق من رمز المحاضرة...',
    haveAccount: 'لديّ معرّف خاص: تسجيل الدخول',
    pickCard: {
      title: 'اختر قناعًا',
      intro: 'اختر قناعًا لتحصل على اسم مستعار',
      masksLabel: 'الأقنعة',
      missingCode: 'أدخل رمز المحاضرة أولًا.',
    },
    waitingRoom: {
      title: 'غرفة الانتظار',
      pleaseWait: 'يُرجى الانتظار، سيسمح لك المحاضر بالدخول قريبًا.',
      connecting: 'جارٍ الاتصال بغرفة الانتظار...',
      waiting: 'أنت في غرفة الانتظار.',
      granted: 'سُمح لك بالدخول. جارٍ الانضمام إلى المحاضرة...',
      accessDenied: 'رُفض الدخول',
      invalidClassId: 'رمز المحاضرة غير صالح',
      invalidLectureDetails: 'بيانات المحاضرة غير صالحة',
      alreadyAttending: 'أنت تحضر هذه المحاضرة بالفعل',
      tooManyJoining: 'عدد كبير جدًا من الطلاب ينضمون من شبكتك الآن. انتظر قليلًا ثم حاول مرة أخرى.',
      waitingRoomFull: 'غرفة الانتظار ممتلئة الآن. انتظر قليلًا ثم حاول مرة أخرى.',
      lectureFullForNewAccounts:
        'لا تتسع هذه المحاضرة لمزيد من الطلاب دون حساب. سجّل الدخول ثم حاول مرة أخرى.',
      disconnected: 'انقطع الاتصال بغرفة الانتظار',
      redirecting: (seconds: number) => `جارٍ التحويل خلال ${counted(seconds, SECONDS)}...`,
      return: 'رجوع',
      confirmLeave: 'هل تريد مغادرة غرفة الانتظار؟',
      missingDetails: 'أدخل رمز المحاضرة واختر قناعًا أولًا.',
    },
    credentials: {
      title: 'حسابك',
      success: 'سُمح لك بدخول المحاضرة، وأُنشئ حسابك.',
      keepSafe:
        'احفظ معرّفك الخاص وكلمة المرور: فهما الطريقة الوحيدة للعودة إلى حسابك، ولا يمكننا استعادتهما.',
      privateId: 'المعرّف الخاص',
      password: 'كلمة المرور',
      download: 'تنزيل',
      downloaded: 'حُفظت باسم o4f-credentials.png',
      downloadFirst: 'نزّل بيانات الدخول للمتابعة.',
      joinClass: 'الدخول إلى المحاضرة',
      mobileIntro:
        'دوّن معرّفك الخاص وكلمة المرور، أو التقط صورة لهذه الشاشة. ستحتاج إليهما لتسجيل الدخول مرة أخرى.',
      confirmSaved: 'دوّنت معرّفي الخاص وكلمة المرور أو حفظتهما.',
      continue: 'متابعة',
      missing: 'ليست لديك بيانات دخول صحيحة للمتابعة!',
      enterCode: 'أدخل رمز محاضرة',
      imageTitle: 'Open4Feedback',
      imageSubtitle: 'بيانات الدخول الخاصة بك',
      imageFooter: 'احتفظ بهذه الصورة لنفسك.',
    },
  },

  live: {
    reactions: {
      1: 'تُهت',
      2: 'غير واضح',
      3: 'رائع!',
      4: 'صعب جدًا',
      5: 'سهل جدًا',
    },
    reactionsLabel: 'التفاعلات',
    feedbackOnSlide: (slide: number) => `رأيك في الشريحة ${slide}`,
    waitForTeacher: 'يُرجى الانتظار حتى يبدأ المحاضر المحاضرة',
    notLive: 'هذه المحاضرة ليست جارية. التغذية الراجعة مغلقة.',
    reactionCount: (count: number, percent: number) => `${count} (${percent}%)`,
    total: (count: number) => `المجموع: ${count}`,
    lectureTotal: (count: number) => `مجموع المحاضرة: ${count}`,
    barLabel: 'التفاعلات المباشرة على هذه الشريحة',
    announce: {
      totalsLabel: 'ملخص التفاعلات',
      totals: (total: number, parts: readonly string[]) =>
        total === 0
          ? 'لا توجد تفاعلات على هذه الشريحة بعد.'
          : `${counted(total, REACTIONS)} على هذه الشريحة: ${parts.join('، ')}.`,
      part: (name: string, count: number) => `${name} ${count}`,
      ownLabel: 'تفاعلك',
      yourReaction: (name: string) => `تفاعلك: ${name}`,
      noReaction: 'سُحب تفاعلك.',
      slideChanged: (slide: number) => `الشريحة ${slide} معروضة الآن. كان تفاعلك للشريحة السابقة.`,
    },
    pdf: {
      loading: 'جارٍ تحميل العرض التقديمي...',
      failed: 'لم يُرفع العرض التقديمي بصيغة PDF بشكل صحيح. يُرجى رفع العرض التقديمي مرة أخرى.',
      previous: 'الشريحة السابقة',
      next: 'الشريحة التالية',
      pageOf: (page: number, pages: number) => `الشريحة ${page} من ${pages}`,
      slide: (page: number) => `الشريحة ${page}`,
      thumbnails: 'الشرائح',
    },
  },

  liveLecture: {
    loading: 'جارٍ تحميل المحاضرة...',
    notFound: 'لم يُعثر على المحاضرة',
    backToLectures: 'العودة إلى «محاضراتي»',
    number: (lectureNum: number) => `المحاضرة ${lectureNum}`,
    tabsLabel: 'تبويبات المحاضرة',
    feedbackTab: 'التغذية الراجعة',
    qaTab: 'الأسئلة والإجابات',
    sortLabel: 'الترتيب حسب',
    sort: SORT_LABELS,
    paused: 'لا تُقبل التغذية الراجعة الآن. أوقف المحاضر المحاضرة مؤقتًا.',
    reactionsPaused: 'أوقف المحاضر التفاعلات مؤقتًا.',
    overload: 'تفاعلات كثيرة جدًا. انتظر قليلًا.',
    lectureEnded: 'انتهت المحاضرة.',
    connecting: 'جارٍ الاتصال بالمحاضرة...',
    notAttending: 'أنت لا تحضر هذه المحاضرة. انضم إليها برمزها لترسل تغذيتك الراجعة.',
    joinLecture: 'الانضمام إلى المحاضرة',
  },

  connection: {
    reconnecting: 'جارٍ إعادة الاتصال…',
    offline: 'أنت غير متصل بالإنترنت.',
    reconnectingReactions: 'جارٍ إعادة الاتصال… يمكنك التفاعل مجددًا حين يعود الاتصال.',
    offlineReactions: 'أنت غير متصل بالإنترنت. لا يمكن إرسال التفاعلات حتى يعود الاتصال.',
    notSentOffline: 'أنت غير متصل بالإنترنت: لم يُرسل تفاعلك.',
  },

  qa: {
    placeholder: 'اكتب سؤالًا أو ردًّا',
    questionsNotAllowed: 'الأسئلة غير مسموح بها حاليًا',
    answersNotAllowed: 'الإجابات غير مسموح بها حاليًا',
    discussionsNotAllowed: 'النقاشات غير مسموح بها حاليًا',
    readOnly: 'لا يمكن طرح الأسئلة الآن، والقراءة متاحة فقط',
    viewOnly: 'للقراءة فقط. لم تحضر هذه المحاضرة.',
    ownPost: 'لا يمكنك فعل ذلك بمنشورك!',
    authorRemoved: 'أُخرج كاتب المنشور من المحاضرة.',
    minChars: '5 أحرف على الأقل',
    liveCounter: (chars: number, maxChars: number, words: number, maxWords: number) =>
      `الأحرف: ${chars} من ${maxChars}، الكلمات: ${words} من ${maxWords}`,
    listCounter: (chars: number, maxChars: number, words: number, maxWords: number) =>
      `الأحرف: ${chars} من ${maxChars} | الكلمات: ${words} من ${maxWords}`,
    postUnderPseudonym: 'النشر باسم مستعار',
    post: 'نشر',
    fieldLabel: { question: 'سؤالك', answer: 'إجابتك', discussion: 'رسالتك' },
    teacher: 'المحاضر',
    teacherPost: 'منشور المحاضر',
    edited: '[مُعدَّل]',
    historyTitle: 'سجل التعديلات',
    historyCurrent: 'الحالي',
    historyEmpty: 'لا توجد نسخ سابقة.',
    edit: 'تعديل',
    editTitle: { question: 'تعديل السؤال', answer: 'تعديل الإجابة', discussion: 'تعديل الرسالة' },
    save: 'حفظ',
    cancel: 'إلغاء',
    close: 'إغلاق',
    voteUp: 'تصويت مؤيد',
    voteDown: 'تصويت معارض',
    flag: 'إبلاغ',
    riseUp: 'اعتراض',
    answerCount: (count: number) => `الإجابات (${count})`,
    discussionCount: (count: number) => `النقاشات (${count})`,
    postActions: 'إجراءات المنشور',
    answered: 'تمت الإجابة',
    markAnswered: 'تعليم كسؤال مُجاب',
    unmarkAnswered: 'تعليم كسؤال غير مُجاب',
    highlighted: 'مُبرَز',
    highlight: 'إبراز على الشاشة',
    clearHighlight: 'إلغاء الإبراز',
    teacherTools: 'أدوات المحاضر',
    highlightedQuestion: 'السؤال المُبرَز',
    flaggedQuestions: 'الأسئلة المُبلَّغ عنها',
    noQuestions: 'لا توجد أسئلة حاليًا.',
    noAnswers: 'لا توجد إجابات حاليًا.',
    staleBanner: 'هذه ليست أحدث نسخة من الصفحة.',
    refresh: 'تحديث',
    newQuestionsArrived: (count: number) => counted(count, NEW_QUESTIONS),
    sortBy: 'الترتيب حسب',
    sort: SORT_LABELS,
    questionsLabel: 'الأسئلة',
    region: 'الأسئلة والإجابات',
    questionsTitle: 'الأسئلة',
    answersHeading: 'الإجابات:',
    questionPageHeading: (lecture: string) => `سؤال في ${lecture}`,
    back: 'رجوع',
    loading: 'جارٍ التحميل...',
    questionNotFound: 'لم يُعثر على السؤال.',
    lectureNotFound: 'لم يُعثر على المحاضرة',
    showAll: (count: number) => `عرض الكل (${count})`,
    showLess: 'عرض أقل',
    discussions: 'النقاشات',
    discussionTitle: 'النقاش',
    discussionBetween: (poster: string, starter: string) => `${poster} و${starter}`,
    discussionWith: 'نقاش مع ',
    messageCount: (count: number) => counted(count, MESSAGES),
    startDiscussion: 'بدء نقاش',
    noMessages: 'لا توجد رسائل بعد.',
    messages: 'الرسائل',
  },

  signals: {
    removed: 'أُخرجت من المحاضرة.',
    accountDeleted: 'حُذف حسابك.',
    live: 'مباشر',
    liveTitle: (name: string) => `العودة إلى المحاضرة الجارية: ${name}`,
    whoAmI: 'من أنا؟',
  },

  settings: {
    title: 'إعداداتي',
    changePassword: 'تغيير كلمة المرور',
    currentPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور الجديدة',
    passwordHint: '8 أحرف على الأقل، منها حرف صغير وحرف كبير ورقم.',
    submit: 'تغيير كلمة المرور',
    currentPasswordRequired: 'يُرجى إدخال كلمة المرور الحالية.',
    newPasswordRequired: 'يُرجى إدخال كلمة المرور الجديدة.',
    weakPassword: 'كلمة المرور ضعيفة. يُرجى مراعاة الشروط المذكورة أعلاه.',
    confirmRequired: 'يُرجى تأكيد كلمة المرور.',
    passwordsDiffer: 'كلمتا المرور غير متطابقتين.',
  },

  qaLists: {
    titles: { questions: 'الأسئلة', answers: 'الإجابات', discussions: 'النقاشات' },
    tabsLabel: (title: string) => `تبويبات ${title}`,
    tabs: { my: 'الخاصة بي', all: 'الكل', doghouse: 'العزل' },
    course: 'المقرر',
    lecture: 'المحاضرة',
    all: 'الكل',
    none: 'لا شيء',
    selectedCount: (count: number) => `المحدد: ${count}`,
    sortLabel: 'الترتيب حسب',
    sort: {
      time: 'الوقت',
      votes: 'الأصوات',
      answers: 'عدد الإجابات',
      flag: 'البلاغات',
      lectureNum: 'رقم المحاضرة',
      discussions: 'عدد النقاشات',
    },
    showQuestions: 'عرض الأسئلة',
    hideQuestions: 'إخفاء الأسئلة',
    showFilters: 'عرض عوامل التصفية',
    hideFilters: 'إخفاء عوامل التصفية',
    filtersLabel: 'عوامل التصفية',
    listLabel: (title: string) => `قائمة ${title}`,
    noCourse: 'يُرجى اختيار مقرر لعرض منشوراته.',
    noLecture: 'يُرجى اختيار محاضرة لعرض منشوراتها.',
    empty: {
      questions: 'لا توجد أسئلة حاليًا.',
      answers: 'لا توجد إجابات حاليًا.',
      discussions: 'لا توجد نقاشات حاليًا.',
    },
    lectureLine: lectureTitle,
    lectureOption: (lectureNum: number, name: string) => `${lectureNum}. ${name}`,
    lectureOptionInCourse: (course: string, lectureNum: number, name: string) =>
      `${course} ${lectureNum}. ${name}`,
    question: 'السؤال',
    teacher: 'المحاضر',
    inDoghouse: 'في العزل',
    upVotes: (count: number) => `مؤيد: ${count}`,
    downVotes: (count: number) => `معارض: ${count}`,
    answerCount: (count: number) => counted(count, ANSWERS),
    discussionCount: (count: number) => counted(count, DISCUSSIONS),
    messageCount: (count: number) => counted(count, MESSAGES),
    between: (starter: string, poster: string) => `${starter} و${poster}`,
  },

  errors: {
    network: 'خطأ في الشبكة',
    noStatus: 'خطأ في الشبكة، لم يصل أي رد',
    emptyBody: 'خطأ بين المتصفح والخادم',
    unauthorized: 'انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.',
    forbidden: 'ليس مسموحًا لك بهذا الإجراء.',
    requestFailed: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
    pageCrashed: 'حدث خطأ ما في هذه الصفحة.',
    reload: 'إعادة التحميل',
  },

  statistics: {
    title: 'الإحصاءات',
    listLabel: 'المحاضرات',
    listEmpty: 'لا توجد محاضرات في هذا المقرر بعد.',
    lecturesLoadFailed: 'تعذّر تحميل المحاضرات.',
    lectureNumber: (lectureNum: number) => `المحاضرة ${lectureNum}`,
    lectureTitle,
    openLecturePrefix: 'إحصاءات ',
    showStatistics: 'عرض الإحصاءات',
    hideStatistics: 'إخفاء الإحصاءات',
    loading: 'جارٍ تحميل الإحصاءات...',
    loadFailed: 'تعذّر تحميل الإحصاءات.',
    lectureNotFound: 'لم يُعثر على المحاضرة',
    backToList: 'العودة إلى الإحصاءات',
    missing: '—',
    info: {
      title: 'المحاضرة',
      caption: 'عن هذه المحاضرة',
      name: 'الاسم',
      date: 'التاريخ',
      time: 'الوقت',
      state: 'الحالة',
      timeRange: (start: string, end: string) => `${start} – ${end}`,
      states: { CREATED: 'لم تبدأ', STARTED: 'بدأت', ENDED: 'انتهت' },
      fields: {
        pseudonymCreated: 'الأسماء المستعارة المُنشأة',
        newUsers: 'الحسابات الجديدة',
        questions: 'الأسئلة',
        questionsLikedStudents: 'أسئلة أيّدها الطلاب',
        questionsLikedTeacher: 'أسئلة أيّدها المحاضر',
        studentsNeverPostQ: 'طلاب لم يطرحوا أي سؤال',
        answers: 'الإجابات',
        answerLikedStudents: 'إجابات أيّدها الطلاب',
        answerLikedTeacher: 'إجابات أيّدها المحاضر',
        studentsNeverPostA: 'طلاب لم يجيبوا قط',
        discussions: 'النقاشات',
      },
    },
    whole: 'إحصاءات المحاضرة',
    perSlide: 'إحصاءات المحاضرة لكل شريحة',
    noPresentation: 'إحصاءات المحاضرة (دون عرض تقديمي)',
    empty: 'لم تُجمع أي إحصاءات لهذه المحاضرة.',
    video: 'إحصاءات الفيديو',
    noVideo: 'لم تُجمع أي إحصاءات فيديو لهذه المحاضرة.',
    slide: (slide: number) => `الشريحة ${slide}`,
    slideName: (slide: number) =>
      slide === -1
        ? 'دون عرض تقديمي'
        : slide === -2
          ? 'الفيديو'
          : slide === -3
            ? 'كل الصفحات'
            : `الشريحة ${slide}`,
    openTimeline: 'فتح الخط الزمني',
    openTimelineOf: (name: string) => `فتح الخط الزمني: ${name}`,
    reactionTotal: (count: number) => counted(count, REACTIONS),
    posts: (questions: number, answers: number, discussions: number) =>
      `الأسئلة: ${questions} · الإجابات: ${answers} · النقاشات: ${discussions}`,
    notVisible: {
      count: (shown: number, hidden: number) =>
        hidden === 0 ? String(shown) : `${shown} (و${hidden} غيرها لم تظهر لكم بعد)`,
      posts: (hidden: { questions: number; answers: number; discussions: number }) => {
        const parts = [
          [hidden.questions, QUESTIONS],
          [hidden.answers, ANSWERS],
          [hidden.discussions, DISCUSSIONS],
        ] as const;
        return `لم تظهر لكم بعد: ${parts
          .filter(([count]) => count > 0)
          .map(([count, forms]) => counted(count, forms))
          .join('، ')}`;
      },
      why: 'يصل إليكم منشور الطالب بعد أن يطّلع عليه عدد كافٍ من الطلاب الآخرين؛ أما المنشورات المرسَلة إلى العزل فلا تصل أبدًا.',
    },
    reactionsOf: (name: string) => `التفاعلات: ${name}`,
    slidePaging: 'صفحات الشرائح',
    previousPage: 'الشرائح السابقة',
    nextPage: 'الشرائح التالية',
    pageOf: (page: number, pages: number) => `الصفحة ${page} من ${pages}`,
    lost: {
      title: 'أين تاه الطلاب',
      intro: (min: number) =>
        `الشرائح مرتبة حسب نسبة تفاعلات «تُهت» و«غير واضح» فيها (الشرائح التي نالت ${counted(min, REACTIONS)} على الأقل).`,
      none: (min: number) =>
        `لم تنل أي شريحة ${counted(min, REACTIONS)} أو أكثر بينها «تُهت» أو «غير واضح».`,
      share: (share: number, confused: number, total: number) =>
        `${share}% «تُهت» أو «غير واضح» (${confused} من أصل ${total})`,
      questions: (count: number) => `طُرح على هذه الشريحة ${counted(count, QUESTIONS)}`,
      noQuestions: 'لم تُطرح أي أسئلة على هذه الشريحة.',
      notVisibleYet: (count: number) =>
        count === 1
          ? 'طُرح سؤال على هذه الشريحة، ولم يظهر لكم بعد.'
          : `طُرح على هذه الشريحة ${counted(count, QUESTIONS)}، ولم تظهر لكم بعد.`,
      votes: (up: number, down: number) => `مؤيد ${up}، معارض ${down}`,
      showAll: (count: number) => `عرض الكل (${count})`,
      showLess: 'عرض أقل',
    },
    csv: {
      group: 'تصدير',
      statistics: 'تنزيل الإحصاءات (CSV)',
      questions: 'تنزيل الأسئلة والإجابات (CSV)',
      timeline: 'تنزيل الخط الزمني (CSV)',
      statisticsFile: (lectureNum: number) => `lecture-${lectureNum}-statistics.csv`,
      questionsFile: (lectureNum: number) => `lecture-${lectureNum}-questions.csv`,
      timelineFile: (lectureNum: number, slide: string, resolution: number) =>
        `lecture-${lectureNum}-${slide}-timeline-${resolution}.csv`,
    },
    timeline: {
      title: (name: string) => `الخط الزمني: ${name}`,
      resolution: 'الدقة',
      segments: (count: number) => counted(count, SEGMENTS),
      previousSlide: 'الشريحة السابقة',
      nextSlide: 'الشريحة التالية',
      slideNav: 'الشرائح التي عليها تفاعلات',
      shownFor: (clock: string) => `مدة العرض: ${clock}`,
      chartLabel: (name: string, resolution: number) =>
        `رسم بياني للتفاعلات على ${name} عبر الزمن، مقسَّم إلى ${counted(resolution, SEGMENTS)}. والجدول أدناه يحوي الأرقام نفسها.`,
      showTable: 'العرض كجدول',
      hideTable: 'إخفاء الجدول',
      tableCaption: (name: string, resolution: number) =>
        `التفاعلات على ${name} عبر الزمن، مقسَّمة إلى ${counted(resolution, SEGMENTS)}`,
      segment: 'المقطع',
      from: 'من',
      to: 'إلى',
      total: 'المجموع',
      empty: 'لم تُسجَّل أي تفاعلات على هذه الشريحة.',
      suppressed: (min: number) =>
        `تفاعل مع هذه الشريحة أقل من ${counted(min, STUDENTS)}، لذا لا تُعرض تفاعلاتهم واحدًا واحدًا. وتجدون أعداد الشريحة في إحصاءات المحاضرة.`,
      noLecture: 'يُرجى اختيار محاضرة في «الإحصاءات» أولًا.',
      chartLoading: 'جارٍ تحميل الرسم البياني...',
      video: 'فيديو المحاضرة',
      videoTitle: (name: string) => `فيديو ${name}`,
      loadFailed: 'تعذّر تحميل الخط الزمني.',
      backToLecture: 'العودة إلى إحصاءات المحاضرة',
    },
    admin: {
      title: 'إدارة الإحصاءات',
      listLabel: 'محاضرات جميع المحاضرين',
      empty: 'لا توجد محاضرات بعد.',
      loadFailed: 'تعذّر تحميل إحصاءات الإدارة.',
      lecture: lectureTitle,
      course: 'المقرر',
      courseName: 'الاسم',
      shortName: 'الاسم المختصر',
      creator: 'المُنشئ',
      username: 'اسم المستخدم',
      firstName: 'الاسم الأول',
      email: 'البريد الإلكتروني',
      university: 'الجامعة',
      created: 'تاريخ الإنشاء',
      counts: 'الأعداد',
      fields: {
        pseudonymCreated: 'الأسماء المستعارة',
        newUsers: 'المستخدمون الجدد',
        questions: 'الأسئلة',
        answers: 'الإجابات',
        discussions: 'النقاشات',
      },
    },
  },

  video: {
    loading: 'جارٍ تحميل المحاضرة...',
    notFound: 'لم يُعثر على المحاضرة',
    backToLectures: 'العودة إلى «محاضراتي»',
    number: (lectureNum: number) => `المحاضرة ${lectureNum}`,
    noVideo: 'لا يوجد فيديو لهذه المحاضرة.',
    playerTitle: (name: string) => `فيديو ${name}`,
    playerLoading: 'جارٍ تحميل مشغّل الفيديو...',
    playerFailed:
      'تعذّر تحميل مشغّل الفيديو: ربما أنت غير متصل بالإنترنت، أو خدمة الفيديو محجوبة على هذه الشبكة. ما زال بإمكانك التفاعل؛ وتُحسب أوقات تفاعلاتك من لحظة فتح هذه الصفحة.',
    intro: 'تفاعل وأنت تشاهد. يبقى التفاعل نشطًا 60 ثانية؛ اضغط عليه مرة أخرى لسحبه.',
    active: (name: string, seconds: number) => `تفاعلك: ${name} (متبقٍّ ${seconds} ث)`,
    noActive: 'لا يوجد تفاعل نشط.',
  },

  courses: {
    headingTeacher: 'مقرراتي',
    headingStudent: 'المقررات',
    empty: 'لا توجد مقررات حاليًا.',
    add: 'إضافة مقرر جديد',
    listLabel: 'المقررات',
    startsOn: (date: string) => `يبدأ في ${date}`,
    openCourse: (name: string) => `فتح المقرر ${name}`,
    courseMenu: (name: string) => `إجراءات المقرر ${name}`,
    edit: 'تعديل',
    loadFailed: 'تعذّر تحميل المقررات.',
    form: {
      createTitle: 'إضافة مقرر جديد',
      editTitle: 'تعديل المقرر',
      titleLabel: 'عنوان المقرر',
      shortNameLabel: 'الاسم المختصر (اختياري)',
      shortNameHint: 'اتركوه فارغًا لاستخدام بداية العنوان.',
      startDateLabel: 'تاريخ بدء المقرر',
      save: 'حفظ',
      update: 'تحديث',
      delete: 'حذف المقرر',
      confirmDelete: 'هل أنتم متأكدون من حذف هذا المقرر؟',
      deleted: 'حُذف المقرر',
      loadFailed: 'تعذّر تحميل المقرر.',
      backToCourses: 'العودة إلى «مقرراتي»',
      errors: {
        titleInvalid: 'العنوان غير صالح.',
        shortNameInvalid: 'الاسم المختصر غير صالح.',
        startDateInvalid: 'تاريخ بدء المقرر غير صالح.',
      },
    },
    studentAdd: {
      title: 'إضافة مقرر',
      body: 'يظهر المقرر في «مقرراتي» بعد انضمامك إلى إحدى محاضراته. حين تكون المحاضرة جارية، أدخل رمز المحاضرة الذي يعرضه المحاضر؛ وبعد أن يسمح لك بالدخول تصبح مسجَّلًا في المقرر.',
      join: 'الانضمام إلى محاضرة',
      back: 'العودة إلى «مقرراتي»',
      addCourse: 'إضافة مقرر',
    },
  },

  lectures: {
    heading: 'محاضراتي',
    emptyTeacher: 'لا توجد محاضرات حاليًا. يُرجى إنشاء محاضرة جديدة.',
    emptyStudent: 'لا توجد محاضرات حاليًا.',
    add: 'إضافة محاضرة جديدة',
    listLabel: 'المحاضرات',
    noCourse: 'يُرجى اختيار مقرر لعرض محاضراته.',
    goToCourses: 'الانتقال إلى «مقرراتي»',
    loadFailed: 'تعذّر تحميل المحاضرات.',
    timing: { live: 'جارية', future: 'قادمة', past: 'سابقة' },
    number: (lectureNum: number) => `المحاضرة ${lectureNum}`,
    openPrefix: 'فتح ',
    actions: (lectureNum: number) => `إجراءات المحاضرة ${lectureNum}`,
    video: 'فيديو',
    videoOf: (lectureNum: number) => `فيديو المحاضرة ${lectureNum}`,
    menu: {
      statistics: 'الإحصاءات',
      myQuestions: 'أسئلتي',
      myAnswers: 'إجاباتي',
      edit: 'تعديل',
    },
    form: {
      createTitle: 'إضافة محاضرة جديدة',
      editTitle: 'تعديل المحاضرة',
      name: 'اسم المحاضرة',
      date: 'التاريخ',
      startTime: 'وقت البداية',
      endTime: 'وقت النهاية',
      endsNextDay: 'تنتهي في اليوم التالي.',
      permissions: 'في أثناء المحاضرة',
      allowQuestions: 'السماح بالأسئلة والإجابات',
      allowDiscussions: 'السماح بالنقاشات في أثناء المحاضرة',
      videoLecture: 'محاضرة فيديو',
      videoLectureHint: 'أدخلوا رابط فيديو بدلًا من عرض تقديمي بصيغة PDF.',
      videoLink: 'رابط الفيديو',
      videoLinkHint: 'رابط YouTube، مثل https://youtu.be/...',
      previewVideo: 'معاينة الفيديو',
      previewTitle: 'معاينة الفيديو',
      presentation: 'العرض التقديمي (PDF)',
      choosePdf: 'اختيار ملف PDF',
      replacePdf: 'استبدال ملف PDF',
      removeFile: 'إزالة الملف المختار',
      noFile: 'لم يُختر أي ملف.',
      hasPresentation: 'رُفع عرض تقديمي. اختاروا ملف PDF لاستبداله.',
      uploaded: 'رُفع العرض التقديمي.',
      save: 'حفظ',
      update: 'تحديث',
      delete: 'حذف',
      confirmDelete: 'هل أنتم متأكدون من حذف هذه المحاضرة؟',
      deleted: 'حُذفت المحاضرة',
      notFound: 'لم يُعثر على المحاضرة',
      backToLectures: 'العودة إلى «محاضراتي»',
      errors: {
        nameRequired: 'يُرجى إدخال الاسم.',
        dateRequired: 'يُرجى إدخال التاريخ.',
        startTimeRequired: 'يُرجى إدخال وقت البداية.',
        endTimeRequired: 'يُرجى إدخال وقت النهاية.',
        endBeforeStart: 'يجب أن يكون وقت النهاية بعد وقت البداية.',
      },
    },
    videoLinkTooLong: 'رابط الفيديو طويل جدًا.',
    presentationPdfOnly: 'يجب أن تكون العروض التقديمية ملفات PDF.',
  },

  classStatus: {
    title: 'إدارة المحاضرة',
    noLiveLecture: 'لا توجد محاضرة جارية الآن. يُرجى إنشاء محاضرة جديدة.',
    addLecture: 'إضافة محاضرة جديدة',
    liveLecture: 'المحاضرة الجارية',
    lectureTime: (start: string, end: string) => `${start} – ${end}`,
    editLecture: 'تعديل المحاضرة',
    startLecture: 'بدء المحاضرة',
    continuePresentation: 'متابعة العرض التقديمي',
    continueLecture: 'متابعة المحاضرة',
    endLecture: 'إنهاء المحاضرة',
    loadFailed: 'تعذّر تحميل المحاضرات.',
    lectureEnded: 'انتهت المحاضرة.',
    startWarning: {
      title: 'اتصال جديد',
      body: 'بدء المحاضرة يفتح اتصالًا مباشرًا جديدًا. ينضم الطلاب برمز المحاضرة وينتظرون في غرفة الانتظار حتى تسمحوا لهم بالدخول.',
      waiting: (count: number) =>
        count === 1
          ? 'ينتظر الآن طالب واحد في غرفة الانتظار.'
          : `ينتظر الآن ${counted(count, STUDENTS)} في غرفة الانتظار.`,
      cancel: 'إلغاء',
      start: 'بدء المحاضرة',
    },
    endConfirm: 'هل أنتم متأكدون من إنهاء هذه المحاضرة؟',
    endConfirmBody: 'لن يتمكن الطلاب بعد ذلك من إرسال التفاعلات؛ وتبقى الأسئلة مفتوحة.',
    noPresentation: 'لم يُرفع أي عرض تقديمي. هل تريدون المتابعة؟',
    code: {
      title: 'رمز المحاضرة',
      request: 'طلب رمز المحاضرة',
      stop: 'إيقاف العرض',
      requestShort: 'طلب رمز',
      stopShort: 'إيقاف',
      codeLabel: 'رمز المحاضرة',
      none: 'لا يُعرض أي رمز محاضرة.',
      timeLeft: 'الوقت المتبقي',
      expiresIn: (time: string) => `تنتهي صلاحيته خلال ${time}`,
      joinAt: 'أو افتحوا',
      qrLabel: (url: string) => `رمز QR: امسحوه للانضمام عبر ${url}`,
      showOverSlide: 'إظهار الرمز',
      hideOverSlide: 'إخفاء الرمز',
      overSlideTitle: 'انضموا إلى هذه المحاضرة',
      joinedCount: (count: number) => `انضمّ ${count}`,
      joinedLabel: (count: number) =>
        count === 0
          ? 'لم ينضم أي طالب إلى المحاضرة بعد'
          : `انضمّ إلى المحاضرة ${counted(count, STUDENTS)}`,
      loopbackWarning:
        'لا تستطيع الهواتف فتح هذا الرابط: فهو يشير إلى هذا الحاسوب فقط. اضبطوا PUBLIC_URL على عنوان تصل إليه هواتف الطلاب (README، Running a lecture).',
      courseBusy: 'خطأ: المقرر مشغول',
      accessDenied: 'رُفض الدخول',
    },
    permissions: {
      title: 'الصلاحيات',
      allowQuestions: 'السماح بالأسئلة والإجابات',
      allowDiscussions: 'السماح بالنقاشات في أثناء المحاضرة',
      allowReactions: 'السماح بالتفاعلات',
    },
    info: {
      title: 'معلومات المحاضرة',
      attending: 'الأسماء المستعارة الصادرة في هذه المحاضرة',
      newAccountsLecture: 'الحسابات الجديدة الصادرة في هذه المحاضرة',
      newAccountsCourse: 'الحسابات الجديدة الصادرة في هذا المقرر',
      accountsCourse: 'الطلاب المسجَّلون في هذا المقرر',
      tooltip: 'إذا لم يطابق هذا الرقم عدد الحاضرين، فاضغطوا «إعادة التعيين».',
      aboutCounter: (label: string) => `حول: ${label}`,
      resetReg: 'إعادة تعيين المسجَّلين',
      resetNoReg: 'إعادة تعيين غير المسجَّلين',
      resetNew: 'إعادة تعيين الحسابات الجديدة',
      confirmReset: {
        reg: 'هل أنتم متأكدون من حذف جميع الأسماء المستعارة للطلاب المسجَّلين في هذه المحاضرة؟',
        noreg: 'هل أنتم متأكدون من حذف جميع الأسماء المستعارة للطلاب غير المسجَّلين في هذه المحاضرة؟',
        new: 'هل أنتم متأكدون من حذف جميع الحسابات الجديدة الصادرة في هذه المحاضرة وأسمائها المستعارة؟',
      },
      resetDone: 'تمت إعادة التعيين.',
    },
    waitingRoom: {
      title: 'غرفة الانتظار',
      groups: {
        new: 'حسابات جديدة',
        noReg: 'غير مسجَّلين',
        reg: 'مسجَّلون',
      },
      admit: 'قبول',
      kick: 'إخراج',
      admitGroup: (group: string) => `قبول: ${group}`,
      kickGroup: (group: string) => `إخراج: ${group}`,
      count: (group: string, count: number) => `${group}: ${count}`,
      updateTitle: 'جديد في غرفة الانتظار!',
      updateBody: 'هناك حسابات وأسماء مستعارة جديدة لم يُسمح لها بالدخول بعد.',
      updateQuestion: 'هل تريدون قبولها؟',
      warningLabel: 'تنبيه بشأن الانضمام',
      burstWarning: (perMinute: number) =>
        `عدد غير معتاد من طلبات الانضمام من شبكة واحدة: ${perMinute} خلال دقيقة واحدة.`,
      refusedWarning: (refused: number) =>
        refused === 1
          ? 'رُفض طلب انضمام واحد بسبب حدود غرفة الانتظار.'
          : `رُفض ${counted(refused, JOIN_REQUESTS)} بسبب حدود غرفة الانتظار.`,
      checkBeforeAdmitting: 'راجعوا غرفة الانتظار قبل قبول الجميع.',
      waitingSummary: (parts: string) => `في الانتظار: ${parts}.`,
      groupCount: (group: string, count: number) => `${group}: ${count}`,
      admitAutomatically: 'القبول تلقائيًا',
      admitAutomaticallyHint:
        'يُقبل الطلاب القادمون دون سؤالكم؛ ويحصلون على أسمائهم المستعارة وبيانات دخولهم كالمعتاد.',
      admittedCount: (count: number) => `المقبولون في هذه المحاضرة: ${count}`,
    },
    extension: {
      title: 'انتهاء المحاضرة',
      body: (minutes: number) =>
        `انتهت محاضرتكم أو أوشكت على الانتهاء (${counted(minutes, MINUTES)}). هل تريدون تمديدها 10 دقائق؟`,
      extended: 'مُدّدت المحاضرة 10 دقائق.',
    },
  },

  presentation: {
    back: 'رجوع',
    questions: 'الأسئلة والإجابات',
    newQuestions: (count: number) => ` ${nounAfter(count, NEW_QUESTIONS)}`,
    questionsPanel: 'الأسئلة',
    closeQuestions: 'إغلاق الأسئلة',
    allQuestions: 'فتح صفحة الأسئلة',
    backToQuestions: 'العودة إلى الأسئلة',
    votes: (up: number, down: number) => `الأصوات: مؤيد ${up}، معارض ${down}`,
    enterFullScreen: 'ملء الشاشة',
    exitFullScreen: 'الخروج من ملء الشاشة',
    classStatus: 'إدارة المحاضرة',
    closeClassStatus: 'إغلاق إدارة المحاضرة',
    toolbar: 'أدوات التحكم في المحاضرة',
    missing: 'لم يُرفع العرض التقديمي بصيغة PDF بشكل صحيح. يُرجى رفع العرض التقديمي مرة أخرى.',
    loading: 'جارٍ تحميل المحاضرة...',
    notFound: 'لم يُعثر على المحاضرة',
    noSlides: 'لا يوجد عرض تقديمي: التفاعلات تخص المحاضرة ككل.',
    liveReactions: 'التفاعلات المباشرة',
    hideReactions: 'إخفاء التفاعلات',
    showReactions: 'إظهار التفاعلات',
    manage: {
      current: 'العرض التقديمي الحالي',
      uploadedOn: (date: string) => `رُفع في ${date}`,
      preview: 'معاينة',
      delete: 'حذف العرض التقديمي',
      confirmDelete: 'هل أنتم متأكدون من حذف هذا العرض التقديمي؟',
      deleted: 'حُذف العرض التقديمي',
      previewing: (file: string) => `معاينة: ${file}`,
      close: 'إغلاق العرض التقديمي',
      progress: (percent: number) => `جارٍ رفع العرض التقديمي... ${percent}%`,
      pdfOnly: 'ملفات PDF فقط.',
    },
  },
  lti: {
    openInNewWindow: 'فتح في نافذة جديدة',
    openInNewWindowHint: 'يفتح هذه الصفحة خارج منصة التعلّم، مع بقاء تسجيل الدخول.',
    launch: {
      title: 'جارٍ فتح Open4Feedback',
      signingIn: 'جارٍ تسجيل دخولك من منصة التعلّم...',
      failedTitle: 'لم ينجح الفتح',
      noHandoff: 'تُفتح هذه الصفحة من منصة التعلّم. افتح النشاط في مقررك هناك مرة أخرى.',
      failed: 'تعذّر إكمال الفتح. افتح النشاط في منصة التعلّم مرة أخرى.',
      lectureNotOpen: 'المحاضرة لم تُفتح بعد: ستُفتح هنا حين يعرض المحاضر رمز المحاضرة.',
      newWindowFailed: 'تعذّر تسجيل الدخول في هذه النافذة. افتح النشاط في منصة التعلّم مرة أخرى.',
      linkQuestion:
        'أنتم مسجَّلون في Open4Feedback بصفتكم محاضرًا. هل هذا الحساب هو حسابكم على منصة التعلّم أيضًا؟ لا تربطوه إلا إذا فتحتم هذا النشاط بأنفسكم.',
      linkYes: 'نعم، اربطه بحسابي',
      linkNo: 'لا، أبقِهما منفصلين',
    },
    deepLink: {
      title: 'ربط Open4Feedback بمقرركم',
      intro: (platform: string) =>
        `اختاروا المقرر، أو إحدى محاضراته، الذي يفتحه هذا النشاط في ${platform}.`,
      existing: 'أحد مقرراتي',
      create: 'مقرر جديد',
      course: 'المقرر',
      lecture: 'المحاضرة',
      wholeCourse: 'المقرر كله (يصل الطلاب إلى المحاضرة الجارية)',
      lectureOption: lectureTitle,
      noCourses: 'ليست لديكم مقررات بعد: أنشئوا مقررًا هنا.',
      courseName: 'اسم المقرر',
      shortName: 'الاسم المختصر',
      submit: 'إضافة إلى منصة التعلّم',
      returning: 'جارٍ العودة إلى منصة التعلّم...',
      loadFailed: 'تعذّر تحميل المقررات. أضيفوا النشاط في منصة التعلّم مرة أخرى.',
      pickCourse: 'اختاروا مقررًا.',
    },
    platforms: {
      title: 'منصات LTI',
      registrationTitle: 'رابط التسجيل',
      registrationHelp:
        'في Moodle: إدارة الموقع > الإضافات > وحدات الأنشطة > أداة خارجية > إدارة الأدوات. الصقوا هذا الرابط في حقل رابط الأداة واضغطوا «Add LTI Advantage».',
      noRegistrationUrl:
        'التسجيل الديناميكي غير مفعّل: اضبطوا LTI_REGISTRATION_KEY على الخادم للحصول على رابط تسجيل.',
      copy: 'نسخ',
      copied: 'نُسخ رابط التسجيل.',
      copyFailed: 'تعذّر نسخ الرابط: حدّدوه وانسخوه يدويًا.',
      listTitle: 'المنصات المسجَّلة',
      none: 'لا توجد منصة مسجَّلة بعد.',
      name: 'الاسم',
      issuer: 'الجهة المُصدِرة (Issuer)',
      clientId: 'معرّف العميل (Client ID)',
      deploymentIds: 'معرّفات النشر (Deployment IDs)',
      registeredVia: 'طريقة التسجيل',
      createdAt: 'تاريخ الإضافة',
      via: { dynamic: 'بالتسجيل الديناميكي', manual: 'يدويًا' },
      add: 'إضافة منصة',
      addTitle: 'إضافة منصة يدويًا',
      deploymentId: 'معرّف النشر (Deployment ID)',
      authUrl: 'رابط التفويض',
      tokenUrl: 'رابط رمز الوصول',
      jwksUrl: 'رابط مجموعة المفاتيح العامة (JWKS)',
      urlHint: 'https، أو http على 127.0.0.1 أو localhost',
      cancel: 'إلغاء',
      save: 'إضافة',
      added: 'أُضيفت المنصة.',
      remove: 'إزالة',
      removeLabel: (name: string) => `إزالة ${name}`,
      confirmRemove: 'هل أنتم متأكدون من إزالة هذه المنصة؟',
      removeConsequence: 'ستتوقف روابطها في منصة التعلّم عن العمل.',
      removed: 'أُزيلت المنصة.',
      loadFailed: 'تعذّر تحميل المنصات.',
    },
    errors: {
      nameRequired: 'يُرجى إدخال الاسم.',
      clientIdRequired: 'يُرجى إدخال معرّف العميل (Client ID).',
      deploymentIdRequired: 'يُرجى إدخال معرّف النشر (Deployment ID).',
      urlInvalid: 'يُرجى إدخال رابط URL كامل (https، أو http على localhost).',
      courseNameRequired: 'يُرجى إدخال اسم المقرر.',
      courseShortNameRequired: 'يُرجى إدخال الاسم المختصر.',
    },
  },

  passkeys: {
    keep: 'احفظ هذا الحساب بمفتاح مرور',
    keepIntro:
      'يحفظ هاتفك أو حاسوبك مفتاح حسابك ويفتحه ببصمة إصبعك أو وجهك أو قفل الشاشة. لا شيء تحتاج إلى تدوينه.',
    keeping: 'في انتظار جهازك...',
    kept: 'حُفظ حسابك بمفتاح مرور على هذا الجهاز. في المرة القادمة اختر «تسجيل الدخول بمفتاح مرور».',
    alsoCredentials:
      'لم تعد بحاجة إليهما، لكن إن أردت تسجيل الدخول على جهاز آخر، فهذا معرّفك الخاص وكلمة المرور:',
    login: 'تسجيل الدخول بمفتاح مرور',
    loggingIn: 'في انتظار مفتاح المرور...',
    cancelled: 'لم يُستخدم أي مفتاح مرور. يمكنك المحاولة مرة أخرى.',
    notSaved:
      'لم يُحفظ أي مفتاح مرور. يمكنك المحاولة مرة أخرى، أو الاحتفاظ بمعرّفك الخاص وكلمة المرور.',
    failed: 'حدث خطأ ما في مفتاح المرور. يُرجى المحاولة مرة أخرى.',
    settingsTitle: 'مفاتيح المرور',
    settingsIntro:
      'يتيح مفتاح المرور تسجيل الدخول على هذا الجهاز ببصمة الإصبع أو الوجه أو قفل الشاشة بدلًا من كلمة المرور.',
    add: 'إضافة مفتاح مرور',
    added: 'أُضيف مفتاح المرور.',
    none: 'لا يوجد مفتاح مرور بعد.',
    unsupported: 'لا يدعم هذا المتصفح مفاتيح المرور.',
    listLabel: 'مفاتيح المرور',
    name: (index: number) => `مفتاح المرور ${index}`,
    created: (date: string) => `أُضيف في ${date}`,
    lastUsed: (date: string) => `آخر استخدام في ${date}`,
    neverUsed: 'لم يُستخدم بعد',
    remove: 'إزالة',
    removeLabel: (name: string) => `إزالة ${name}`,
    removed: 'أُزيل مفتاح المرور. أزيلوه من جهازكم أيضًا، من إعدادات مفاتيح المرور فيه.',
    loadFailed: 'تعذّر تحميل مفاتيح المرور.',
  },
  sso: {
    button: 'تسجيل الدخول بحساب الجامعة',
    or: 'أو',
    completeTitle: 'الدخول بحساب الجامعة',
    signingIn: 'جارٍ تسجيل الدخول...',
    failedTitle: 'لم ينجح تسجيل الدخول',
    noHandoff:
      'تُكمل هذه الصفحة الدخول بحساب الجامعة. يُرجى تسجيل الدخول مرة أخرى من صفحة دخول أعضاء هيئة التدريس.',
    failed: 'تعذّر إكمال تسجيل الدخول. يُرجى تسجيل الدخول مرة أخرى.',
    backToLogin: 'العودة إلى دخول أعضاء هيئة التدريس',
    refusedTitle: 'لم ينجح الدخول بحساب الجامعة',
    refused: {
      disabled:
        'الدخول بحساب الجامعة غير مُعَدّ على هذا الخادم. سجّلوا الدخول باسم المستخدم بدلًا من ذلك.',
      unavailable:
        'تعذّر الوصول إلى خدمة الدخول الجامعية الآن. يُرجى المحاولة بعد بضع دقائق، أو تسجيل الدخول باسم المستخدم.',
      state:
        'استغرق تسجيل الدخول هذا وقتًا طويلًا أو سبق استخدامه. يُرجى الضغط على زر الدخول بحساب الجامعة مرة أخرى.',
      denied: 'أُلغي تسجيل الدخول في صفحة دخول الجامعة. يمكنكم المحاولة مرة أخرى.',
      failed:
        'أرسلت صفحة دخول الجامعة ردًّا تعذّر التحقق منه. يُرجى المحاولة مرة أخرى؛ وإن تكرر ذلك، فأبلغوا الدعم الفني في جامعتكم.',
      unverified:
        'لا يحوي حسابكم الجامعي بريدًا إلكترونيًا موثَّقًا، لذا لا يمكن فتح حساب عضو هيئة تدريس به.',
      domain:
        'بريدكم الإلكتروني الجامعي ليس من العناوين التي يقبلها هذا الخادم لأعضاء هيئة التدريس. اسألوا مسؤول النظام عن طريقة الدخول المناسبة.',
      not_teacher:
        'ينتمي هذا البريد الإلكتروني إلى حساب طالب. الدخول بحساب الجامعة مخصص لأعضاء هيئة التدريس فقط.',
    },
  },
};
