/** Every route path of the web app in one place; links are built from here (../shared/ROUTES.md). */
export const paths = {
  home: "/",
  library: "/library",
  book: (id: string) => `/library/${encodeURIComponent(id)}`,
  uploadBook: "/uploadbook",
  uploadContent: "/uploadcontent",
  uploadBlog: "/upload-blog",
  uploadBlogSteps: (slug: string) => `/uploadblogsteps/${encodeURIComponent(slug)}`,
  /** A published story, to read (by slug). */
  story: (slug: string) => `/stories/${encodeURIComponent(slug)}`,
  storyEditList: "/storyedit",
  storyEdit: (slug: string) => `/storyedit?slug=${encodeURIComponent(slug)}`,
  dearWorldBook: "/dear-world-book",
  login: "/login",
  acceptInvitation: (token: string) => `/accept-invitation/${encodeURIComponent(token)}/`,
  register: "/register",
  /** The teacher's sign-up with "I have a Canva account" ticked (/canva/). */
  registerCanvaTeacher: "/register?role=teacher&canva=1",
  loginOrRegister: "/login-or-register",
  logout: "/logout",
  verification: "/verification/",
  resetPasswordEmail: "/resetpasswordemail",
  passwordResetConfirm: "/password-reset-confirm/",
  dashboard: "/dashboard",
  /**
   * Where a sign-in lands when there is no invitation and no page to return to. The spec says
   * "/", but issue #3 decides the user lands on their dashboard (and the issue stands).
   */
  afterSignIn: "/dashboard",
  cart: "/cart",
  about: "/about",
  courses: "/courses",
  learning: {
    courses: "/courses",
    /** The holder's certificate (claim, page, PDF, credential). */
    certificate: (id: string) => `/certificate/${encodeURIComponent(id)}`,
    /** Public verification of a certificate (the QR code on the PDF points here). */
    verifyCertificate: (id: string) => `/certificates/${encodeURIComponent(id)}`,
    teacherTraining: "/teacher-training",
    sdgs: "/sdgs",
    hubs: "/hubs",
    challenges: "/challenges",
    impactFilms: "/impact-films",
    comprehension: (slug: string) => `/comprehension-corner/${encodeURIComponent(slug)}`,
    hub: (slug: string) => `/hubs/${encodeURIComponent(slug)}`,
    live: "/live",
    webinar: (slug: string) => `/webinar/${encodeURIComponent(slug)}`,
    /** Scheduling for a school's admins and teachers (staff schedule webinars in the admin panel). */
    manageLive: "/live/manage",
    /** Teachers (their classes' pupils) and school admins mark the written answers of course quizzes. */
    quizMarking: (filters: { class?: string; course?: string } = {}) => {
      const q = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => !!e[1])).toString();
      return q ? `/quiz-marking?${q}` : "/quiz-marking";
    },
    hubLesson: (course: string, chapter: string, lesson: string) => `/hubs/${encodeURIComponent(course)}/${encodeURIComponent(chapter)}/${encodeURIComponent(lesson)}`,
    /** A course's page: teacher-training courses have their own address. */
    course: (slug: string, kind: "course" | "teacher_training" = "course") => (kind === "teacher_training" ? `/teacher-training-course/${encodeURIComponent(slug)}` : `/course/${encodeURIComponent(slug)}`),
    lesson: (slug: string, chapter: string, lesson: string) => `/courses/${encodeURIComponent(slug)}/${encodeURIComponent(chapter)}/${encodeURIComponent(lesson)}`,
  },
  charities: "/charities",
  giving: {
    charities: "/charities",
    charity: (idOrSlug: string) => `/charities/${encodeURIComponent(idOrSlug)}`,
    projects: "/projects",
    project: (slug: string) => `/charity-projects/${encodeURIComponent(slug)}`,
    libraries: "/libraries",
    library: (id: string) => `/libraries/${encodeURIComponent(id)}`,
    cart: "/cart",
    checkout: "/checkout",
    paymentSuccess: (provider: string) => `/${provider}-payment/success`,
    paymentFailed: (provider: string) => `/${provider}-payment/failed`,
    trackOrder: (id: string, key?: string | null) => `/trackorder/${encodeURIComponent(id)}${key ? `?key=${encodeURIComponent(key)}` : ""}`,
    invoice: (type: "order" | "donation", id: string, key?: string | null) => `/invoice/${type}/${encodeURIComponent(id)}${key ? `?key=${encodeURIComponent(key)}` : ""}`,
    moneyRaised: "/dashboard?option=Money%20I%20Have%20Raised",
  },
  /** The twelve information pages (worker/contracts/operations.ts#CONTENT_PAGE_SLUGS). */
  info: (slug: string) => `/${slug}`,
  faq: "/faq",
  globalReach: "/global-reach",
  reportProblem: (from?: string) => (from ? `/report-a-problem?from=${encodeURIComponent(from)}` : "/report-a-problem"),
  requestTour: "/request-a-tour",
  systemCheck: "/test",
  demo: "/demo",
  canva: "/canva/",
  experiment: "/experiment",
  disclaimer: "/terms-of-use#disclaimer",
  termsOfUse: "/terms-of-use",
  refundPolicy: "/refund-policy",
  privacyPolicy: "/privacy-policy",
  contact: "/contact",
  /** The platform staff's panel: its root here; every page of it in ./admin-panel-paths.ts (not in the entry chunk). */
  adminPanelRoot: "/admin-panel",
  adminPanelDashboard: "/admin-panel/dashboard",

  schoolAdmin: {
    root: "/admin",
    dashboard: "/admin/dashboard",
    users: "/admin/users",
    addUser: (id?: string) => (id ? `/admin/adduser/${id}` : "/admin/adduser"),
    invitations: "/admin/invitations",
    actionLog: "/admin/action-log",
    classes: "/admin/classes",
    addClass: (id?: string) => (id ? `/admin/addclass/${id}` : "/admin/addclass"),
    classStudents: (id: string) => `/admin/class-students/${id}`,
    /** Outside /admin: teachers use bulk enrolment too (../shared/ROUTES.md). */
    bulkEnrolment: "/bulk-enrolment",
    /** Teachers' (and admins') list of certificate claims to review. */
    certificateReviews: "/certificate-reviews",
    certificates: "/admin/certificates",
    archivedStudents: "/archived-students",
    /** Teachers (their classes) and school admins print a class's home-learning codes for parents. */
    homeLearningCodes: (classId?: string) => (classId ? `/home-learning-codes?class=${encodeURIComponent(classId)}` : "/home-learning-codes"),
    schoolModes: "/admin/school-modes",
    books: "/admin/books",
    /** The school's stories waiting for review (teachers review their pupils' from their dashboard). */
    stories: "/admin/stories",
    bookCategories: "/admin/book-categories",
    addBookCategory: (id?: string) => (id ? `/admin/add-book-category/${id}` : "/admin/add-book-category"),
    charities: "/admin/charities",
    addCharity: (id?: string) => (id ? `/admin/addcharities/${id}` : "/admin/addcharities"),
    donations: "/admin/donations",
    courses: "/admin/courses",
    course: (id?: string) => (id ? `/admin/course/${id}` : "/admin/course"),
    courseLesson: (courseId: string, lessonId: string) => `/admin/course/${courseId}/lesson/${lessonId}`,
    learning: "/admin/learning",
    hubs: "/admin/hubs",
    hub: (id?: string) => (id ? `/admin/hub/${id}` : "/admin/hub"),
    challenges: "/admin/challenges",
    challenge: (id?: string) => (id ? `/admin/challenge/${id}` : "/admin/challenge"),
    quizzes: "/admin/comprehension-quizzes",
    quiz: (id?: string) => (id ? `/admin/comprehension-quiz/${id}` : "/admin/comprehension-quiz"),
    pages: "/admin/pages",
    page: (slug: string) => `/admin/page/${slug}`,
    /** The contact messages sent on the school's site (the staff inbox's list and items, kept to the school). */
    messages: "/admin/messages",
    message: (id: string) => `/admin/messages/${encodeURIComponent(id)}`,
  },
} as const;
