import type { OrderStatus } from "../../contracts/commerce";
import type { Locale } from "../../contracts/regions";

/*
 * The fixed words of the PDF documents, one typed object per language (the worker's side of the
 * interface translations; the web app has its own). A new language adds an object here and its
 * code to contracts/regions.ts LOCALES.
 */
export interface DocumentMessages {
  invoice: string;
  invoiceRefunded: string;
  donationReceipt: string;
  donationReceiptRefunded: string;
  number: string;
  date: string;
  taxId: string;
  billedTo: string;
  shipTo: string;
  item: string;
  qty: string;
  unitPrice: string;
  amount: string;
  subtotal: string;
  shipping: string;
  total: string;
  refunded: string;
  status: string;
  orderStatus: Record<OrderStatus, string>;
  paid: (date: string, provider: string | null) => string;
  giftsNote: string;
  receivedFrom: string;
  anonymous: (name: string) => string;
  email: string;
  giftTo: string;
  order: string;
  completed: string;
  countsTowards: string;
  message: string;
  thankYou: string;
  noGoods: string;
  page: (page: number, total: number) => string;
  signInCards: string;
  className: string;
  classCode: string;
  username: string;
  password: string;
  scanToSignIn: string;
  certificateOfCompletion: string;
  certificateOfProfessionalLearning: string;
  /** The line above the learner's name (the name and the course title are drawn as written, on lines of their own). */
  thisCertifiesThat: string;
  /** The line between the name and the course title. */
  completedTheCourse: string;
  completedTheTeacherTrainingCourse: string;
  /** Under the course title: when it was issued (the date already in the language). */
  issuedOn: (date: string) => string;
  issuedBy: (platform: string) => string;
  issuedThrough: (platform: string) => string;
  checkThisCertificate: string;
  /** The certificate's id, and its version (already written in the language) from the second on. */
  certificateNumber: (id: string, version: string | null) => string;
}

const en: DocumentMessages = {
  invoice: "Invoice",
  invoiceRefunded: "Invoice (refunded)",
  donationReceipt: "Donation receipt",
  donationReceiptRefunded: "Donation receipt (refunded)",
  number: "No.",
  date: "Date",
  taxId: "Tax ID",
  billedTo: "Billed to",
  shipTo: "Ship to",
  item: "Item",
  qty: "Qty",
  unitPrice: "Unit price",
  amount: "Amount",
  subtotal: "Subtotal",
  shipping: "Shipping",
  total: "Total",
  refunded: "Refunded",
  status: "Status",
  orderStatus: { pending: "Awaiting payment", paid: "Paid", on_hold: "On hold", refunded: "Refunded", cancelled: "Cancelled", failed: "Payment failed" },
  paid: (date, provider) => (provider ? `Paid on ${date} via ${provider}.` : `Paid on ${date}.`),
  giftsNote: "Gifts in this order are donations; a separate receipt is available for each gift.",
  receivedFrom: "Received from",
  anonymous: (name) => `${name} (gift shown as anonymous)`,
  email: "Email",
  giftTo: "Gift to",
  order: "Order",
  completed: "Completed",
  countsTowards: "Counts towards",
  message: "Message",
  thankYou: "Thank you for your generosity.",
  noGoods: "No goods or services were provided in exchange for this gift.",
  page: (page, total) => `Page ${page} of ${total}`,
  signInCards: "Sign-in cards",
  className: "Class",
  classCode: "Class code",
  username: "Username",
  password: "Password",
  scanToSignIn: "Scan to sign in",
  certificateOfCompletion: "Certificate of completion",
  certificateOfProfessionalLearning: "Certificate of professional learning",
  thisCertifiesThat: "This certifies that",
  completedTheCourse: "completed the course",
  completedTheTeacherTrainingCourse: "completed the teacher-training course",
  issuedOn: (date) => `on ${date}`,
  issuedBy: (platform) => `Issued by ${platform}`,
  issuedThrough: (platform) => `Issued through ${platform}`,
  checkThisCertificate: "Check this certificate:",
  certificateNumber: (id, version) => (version ? `Certificate ${id} · version ${version}` : `Certificate ${id}`),
};

const hi: DocumentMessages = {
  invoice: "बीजक",
  invoiceRefunded: "बीजक (धनवापसी की गई)",
  donationReceipt: "दान की रसीद",
  donationReceiptRefunded: "दान की रसीद (धनवापसी की गई)",
  number: "क्रमांक",
  date: "दिनांक",
  taxId: "कर पहचान संख्या",
  billedTo: "बिल प्राप्तकर्ता",
  shipTo: "भेजने का पता",
  item: "वस्तु",
  qty: "मात्रा",
  unitPrice: "इकाई मूल्य",
  amount: "राशि",
  subtotal: "उप-योग",
  shipping: "शिपिंग",
  total: "कुल",
  refunded: "वापस की गई राशि",
  status: "स्थिति",
  orderStatus: { pending: "भुगतान बाकी", paid: "भुगतान हो गया", on_hold: "रोका गया", refunded: "धनवापसी हो गई", cancelled: "रद्द", failed: "भुगतान विफल" },
  paid: (date, provider) => (provider ? `${date} को ${provider} से भुगतान किया गया।` : `${date} को भुगतान किया गया।`),
  giftsNote: "इस ऑर्डर के उपहार दान हैं; हर दान की अलग रसीद उपलब्ध है।",
  receivedFrom: "दानदाता",
  anonymous: (name) => `${name} (दान गुमनाम दिखाया गया)`,
  email: "ईमेल",
  giftTo: "दान किसे",
  order: "ऑर्डर",
  completed: "पूर्ण",
  countsTowards: "इसमें गिना गया",
  message: "संदेश",
  thankYou: "आपकी उदारता के लिए धन्यवाद।",
  noGoods: "इस दान के बदले कोई वस्तु या सेवा नहीं दी गई।",
  page: (page, total) => `पृष्ठ ${page} / ${total}`,
  signInCards: "साइन-इन कार्ड",
  className: "कक्षा",
  classCode: "कक्षा कोड",
  username: "उपयोगकर्ता नाम",
  password: "पासवर्ड",
  scanToSignIn: "साइन इन करने के लिए स्कैन करें",
  certificateOfCompletion: "पूर्णता प्रमाणपत्र",
  certificateOfProfessionalLearning: "व्यावसायिक अधिगम प्रमाणपत्र",
  thisCertifiesThat: "यह प्रमाणित किया जाता है कि",
  completedTheCourse: "ने यह पाठ्यक्रम पूरा किया",
  completedTheTeacherTrainingCourse: "ने यह शिक्षक-प्रशिक्षण पाठ्यक्रम पूरा किया",
  issuedOn: (date) => `दिनांक ${date}`,
  issuedBy: (platform) => `${platform} द्वारा जारी`,
  issuedThrough: (platform) => `${platform} के माध्यम से जारी`,
  checkThisCertificate: "इस प्रमाणपत्र की जाँच करें:",
  certificateNumber: (id, version) => (version ? `प्रमाणपत्र ${id} · संस्करण ${version}` : `प्रमाणपत्र ${id}`),
};

const ar: DocumentMessages = {
  invoice: "فاتورة",
  invoiceRefunded: "فاتورة (مستردة)",
  donationReceipt: "إيصال تبرع",
  donationReceiptRefunded: "إيصال تبرع (مسترد)",
  number: "رقم",
  date: "التاريخ",
  taxId: "الرقم الضريبي",
  billedTo: "فاتورة إلى",
  shipTo: "الشحن إلى",
  item: "البند",
  qty: "الكمية",
  unitPrice: "سعر الوحدة",
  amount: "المبلغ",
  subtotal: "المجموع الفرعي",
  shipping: "الشحن",
  total: "الإجمالي",
  refunded: "المبلغ المسترد",
  status: "الحالة",
  orderStatus: { pending: "بانتظار الدفع", paid: "مدفوع", on_hold: "معلّق", refunded: "مسترد", cancelled: "ملغى", failed: "فشل الدفع" },
  paid: (date, provider) => (provider ? `تم الدفع في ${date} عبر ${provider}.` : `تم الدفع في ${date}.`),
  giftsNote: "الهدايا في هذا الطلب تبرعات؛ يتوفر إيصال منفصل لكل تبرع.",
  receivedFrom: "استُلم من",
  anonymous: (name) => `${name} (يظهر التبرع كمجهول)`,
  email: "البريد الإلكتروني",
  giftTo: "التبرع إلى",
  order: "الطلب",
  completed: "مكتمل",
  countsTowards: "يُحتسب لصالح",
  message: "الرسالة",
  thankYou: "شكرًا لكرمك.",
  noGoods: "لم تُقدَّم أي سلع أو خدمات مقابل هذا التبرع.",
  page: (page, total) => `الصفحة ${page} من ${total}`,
  signInCards: "بطاقات تسجيل الدخول",
  className: "الصف",
  classCode: "رمز الصف",
  username: "اسم المستخدم",
  password: "كلمة المرور",
  scanToSignIn: "امسح الرمز لتسجيل الدخول",
  certificateOfCompletion: "شهادة إتمام",
  certificateOfProfessionalLearning: "شهادة تعلّم مهني",
  // "The completion by NAME of the course TITLE": no verb to agree with the learner's gender.
  thisCertifiesThat: "تشهد هذه الشهادة بإتمام",
  completedTheCourse: "للدورة",
  completedTheTeacherTrainingCourse: "لدورة تدريب المعلمين",
  issuedOn: (date) => `بتاريخ ${date}`,
  issuedBy: (platform) => `صادرة عن ${platform}`,
  issuedThrough: (platform) => `صادرة عبر ${platform}`,
  checkThisCertificate: "تحقّق من هذه الشهادة:",
  certificateNumber: (id, version) => (version ? `الشهادة ${id} · الإصدار ${version}` : `الشهادة ${id}`),
};

export const DOCUMENT_MESSAGES: Record<Locale, DocumentMessages> = { en, hi, ar };

/** Every fixed word of a language in one string (to load the fonts a document needs before drawing). */
export const messagesText = (m: DocumentMessages): string =>
  Object.values(m)
    .map((v) => (typeof v === "function" ? "" : typeof v === "object" ? Object.values(v).join(" ") : v))
    .join(" ") +
  [m.page(1, 2), m.paid("", "x"), m.anonymous(""), m.issuedOn(""), m.issuedBy(""), m.issuedThrough(""), m.certificateNumber("", "2")].join(" ");
