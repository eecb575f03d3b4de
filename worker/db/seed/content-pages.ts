/*
 * Seed copy of the information pages (/about, /faq, /privacy-policy …), written for this product as
 * it works: every limit, rule and flow named here is the code's (sign-in, uploads and review,
 * visibility, refunds, what is stored). When the code changes, change the copy with it.
 *
 * Tokens filled in per host at render time (worker/operations/pages/markdown.ts#fillTokens):
 * {{platform}} the platform's name; {{school}} the host's school (the platform's name on the
 * platform host); {{contact_email}} the school's address on a school's host, a link to /contact on
 * the platform host — so a sentence around it must read well both ways ("through {{contact_email}}").
 * Headings start at h2 (the page renders the title as h1); no raw HTML, no images.
 */
import type { ContentPageSlug } from "../../contracts/operations";
import { insert, sqlLiteral } from "./sql.ts";

/** The twelve information pages' seed copy (markdown). Platform-wide defaults; a school may override each for its own host. */
export interface SeedContentPage {
  slug: ContentPageSlug;
  title: string;
  summary: string;
  body: string;
}

const ourFramework = `
Everything on {{platform}} follows one idea: children learn best about the world when they **read** about it, **write** about it and then **do** something about it. A class can move through the three steps in a week or over a whole term.

## 1. Read

The [library](/library) holds books and stories written by students and teachers from many schools, next to books added by our team. Books come in several languages and at reading levels 1 to 4, so every child can find something they can read on their own and something that stretches them. Categories such as Animals, Science, History and Sustainability help children browse; the search box finds words in titles and stories.

Reading is also where understanding is checked gently. Some books have a **comprehension quiz**: multiple-choice questions marked at once, and a written question that the teacher reads and marks.

## 2. Write

On {{platform}} every child can be an author. Students upload a finished book as a PDF or EPUB, or write a story step by step in the story writer: a title and a cover, then the text (saved as they type), then who may read it. Classes write letters for the **Dear World** book, which their teacher puts together.

Writing for real readers changes how children write. They choose their words more carefully, they finish what they start, and they read one another's work with more interest. Every book and story a student submits is checked by an adult before anyone else can read it, and outside their school a child is only ever shown by first name and last initial.

## 3. Act

The third step turns what children have read and written into action:

- **[Challenges](/challenges)** ask a class to write, draw or make something for one of the Global Goals before a deadline. Teachers review the entries, and approved ones join the school's gallery.
- **[Projects](/projects)**, **[charities](/charities)** and **[libraries](/libraries)** show real causes with a goal and a progress bar. Families and friends can give, and a gift can count towards a student, a class or a school, so children see what their effort raised.

## The 17 Global Goals

The 17 Sustainable Development Goals were agreed by all member states of the United Nations in 2015 as a shared plan for people and the planet up to 2030: no poverty, zero hunger, quality education, clean water, climate action and the rest. They give children a common language for big problems and a map of where they can help.

Every course, lesson hub, challenge, charity and project on {{platform}} is tagged with the goals it serves. The [17 Global Goals page](/sdgs) shows each goal in its own colour with the courses, projects and charities that serve it, so a teacher planning a unit on clean water finds them in one place.

## Courses and lesson hubs

[Courses](/courses) are short and practical: chapters of lessons with text, short videos with captions, pictures, quizzes and a free teaching programme to download. Lessons can carry teacher's notes that only teachers see. [Lesson hubs](/hubs) gather lessons from several courses around one theme, such as climate action, so a teacher can pick the two lessons that fit this week. [Teacher training](/teacher-training) offers professional development built on the same approach.

## Why student authorship matters

When children see their own book on the same shelf as a book from a school on another continent, the library stops being something that belongs to adults. We design every part of the product around that moment, and around keeping the child safe while it happens.
`;

const about = `
{{platform}} is an online home for a school's reading, writing and giving. Each school has its own site, with its own name, logo and colours, and its students, teachers and families sign in there. Behind every school's site is the same platform, so a book written in one classroom can be read in another, and a school in one country can support a library in another.

## What a school gets

- **An online library** of books and stories written by its students and teachers, alongside books shared by schools everywhere. Books are read in the browser, with no app to install.
- **Courses and teacher training**: short courses about our world for children, and professional development for teachers, with quizzes, videos with captions and teaching programmes to download.
- **Challenges and lesson hubs** built around the 17 Global Goals, which give a class a reason to write, draw and act.
- **Charity projects and libraries** that families can support, with progress bars and gifts that count towards a class.
- **Simple sign-in for children**: a class code or QR code, a tap on their own profile tile and a password. No email address is needed.
- **A school admin area** for users, classes, class codes, book review and the school's own charities, and a dashboard for every teacher with their class's reading and progress.

## Our approach

We follow three steps: **read, write, act**. Children read widely, become authors themselves, and then do something for one of the Global Goals. You can read more in [our framework](/our-framework).

## Built for children

Children use {{platform}} every day, so their safety shapes every feature:

- Outside their own school a child is only shown by first name and last initial.
- Every book and story a student submits is checked by an adult before it is published.
- New books and stories start private, and the author chooses who may read them.
- There is no advertising and no tracking, and we never sell anyone's data.

Our [privacy policy](/privacy-policy) sets out exactly what we store and who can see it.

## Giving that children can see

Gifts made on {{platform}} go to the charity, project or physical library the giver chooses. A gift can be counted towards a student, a class or a whole school, so children see the difference their work made in "Money I Have Raised" on their dashboard. Our [global reach](/global-reach) page shows where libraries, charities and gifts are, country by country.

## Find out more

- [Request a tour](/request-a-tour) and we will show your school around.
- Read the [FAQ](/faq), or [contact us](/contact) with any question.
`;

const contact = `
Use the form below to send a message to {{school}}. Tell us who you are and choose the topic that fits best, so your message reaches the right person:

- **A general question** about how {{platform}} works.
- **Bringing my school**: using {{platform}} at your school, pricing and setting up.
- **Donations and receipts**: a gift, an order, a receipt or a refund. Please include your order number (it is on your receipt).
- **Charities and partnerships**: listing a charity, a project or a library, or working with us.
- **Press**: interviews and information for articles.
- **Privacy and data requests**: seeing, correcting or deleting personal data.

## What happens next

You will see a reference number as soon as you send the form (for example C-7KQ3MZ), and we email you a copy. {{school}} reads it and replies to the email address you give. Keep the reference: it helps us find your message if you write again.

## Other ways to get help

- **Something is not working?** [Report a problem](/report-a-problem) instead. It tells us which page you were on and which browser you use, and you can attach a screenshot, which helps us fix it faster.
- **Want to see {{platform}} with your own eyes?** [Request a tour](/request-a-tour) and give up to three times that suit you. We write back to confirm one.
- **A question many people ask?** The [FAQ](/faq) may already have the answer.
- **A question about a student's account or work?** The student's teacher or school office can help fastest: schools create their students' accounts and reset their passwords. You can reach {{school}} directly through {{contact_email}}.

## A note for students

If you are a student, ask your teacher or a grown-up at home to help you with this form. Please do not put your full name, address, phone number or password in a message.
`;

const navigating = `
This guide walks through the menus of {{platform}} and what each kind of user finds after signing in. The menus are the same on every school's site.

## The header

- **The logo** always takes you back to the library's home page.
- **Search** (on a school's site) looks through books, stories, courses, lessons, charities and projects at once.
- **Change Modes** appears on schools that use the switchboard, to switch between the school's modes (for example Reading or Story Writing). Locked modes appear blurred until the school opens them.
- **The cart** shows a number when something is in it: a gift, a course or a printed book.
- **Login**, or once you are signed in **Dashboard** and **Logout**. On a phone, the menu button opens all of this in a side panel.

## The main menu

### Register

Shown on the platform's own site only. Choose **Student** (your own account, to read, write your own books and stories and take courses) or **Teacher** (one account for your whole class, to upload your students' books and stories for them and use the teaching courses), fill in the form and confirm your email. Schools' sites have no Register link: a school creates the accounts of its own students and staff.

### Learn

- **[Courses](/courses)**: short courses about our world for children. Filter by goal, age and subject.
- **[Teacher training](/teacher-training)**: professional development for teachers.
- **[Lesson hubs](/hubs)**: lessons gathered around one theme.
- **[Challenges](/challenges)**: write, draw and make something for a goal, before the deadline.
- **Impact films**: short films about what giving changes.
- **[The 17 Global Goals](/sdgs)**: what serves each Sustainable Development Goal.

### Give

[Charities](/charities), their [projects](/projects) and physical [libraries](/libraries), each with a goal, a progress bar and a donate panel. Choose an amount, whether your name is shown and whether the gift counts towards a student, a class or a school, then check out from the cart.

### Books

The [library](/library): featured books, categories, reading levels and languages. Open a book to read it in the browser; the reader remembers your page on that device. Signed-in readers can react with like, love, wow, laugh or clap.

### About

The information pages: about us, our framework, this guide, our team, testimonials, acknowledgements, global reach, the FAQ and contact. The footer links to the Disclaimer, Terms of Use, Refund Policy, Privacy Policy and Contact Us.

## Signing in

Press **Login** and choose who you are:

- **Teacher Login** for teachers, parents and school staff: email (or username) and password. "Forgot Password" sends a reset link.
- **Student Login**: type the class code or scan the class QR code, tap your own profile, then type your password.
- **Community Login** (on a school's site): the school's community password, for families and friends the school has invited.

## Your dashboard, by role

- **Everyone**, students included, sees their account, their courses with progress and where to continue, their books and stories with their review status, and **Money I Have Raised**: gifts counted towards them.
- **Teachers** also see each class they teach: reading and upload statistics, and each student's progress through a course, where they can give the course to the class. Written answers to a book's comprehension quiz are marked on the quiz's own page.
- **School admins** get a **Manage the school** button: users (including parents and archived students), classes with their codes and printable QR login cards, book review (and the switch that makes teachers' books wait for review too), book categories, the school's charities, modes, donations and the school's own courses.
- **Platform staff** open the **admin panel**: every school, user, charity, project and book, plus book, email and payment monitoring, orders, and the messages sent through our forms.

Still lost? Try the [FAQ](/faq) or [contact us](/contact).
`;

const privacyPolicy = `
{{platform}} is an online platform for schools: a library of books and stories written by students and teachers, courses and teacher training, challenges, charity projects with donations, and tools for running a school's site. Children use it every day. This policy explains what we store about the children and adults who use it, who can see it, how long we keep it and what your rights are. It applies to every school's site on {{platform}} and to the platform's own site.

## Schools decide about their students' data

When a school uses {{platform}}, the school decides who gets an account, which classes they are in and when an account is archived. For that data the school is the **controller** and we act as its **processor**, following its instructions. We are the controller only for data we collect for ourselves: accounts created on the platform's own site, donations and purchases, and messages sent through our forms.

## What we store

**About students**

- **Account**: first and last name, a username made from the school's and the student's names, the school and classes they belong to, and an optional profile picture. Their password is stored only as a scrambled hash that nobody can read. Students whose school creates their account need no email address, and a student's account never holds a date of birth, home address or phone number.
- **What they make**: books (PDF or EPUB with a cover), stories written in the story writer, Dear World letters, challenge entries (text, pictures or files) and reactions.
- **Reading**: when they open a published book or story, counted at most once an hour.
- **Learning**: course enrolments, completed lessons, where they stopped in a video, quiz and comprehension answers with scores and teachers' marks, and certificates.
- **Gifts counted towards them**, if a donor chooses to: amount, date and cause.

**About adults**: name, email, country, username, password hash, role, optional profile picture and whether the email is verified, plus anything they upload and their learning, as above.

**About donors and buyers**: contact name, email, an optional phone number, a shipping address for printed books, what was bought or given, amounts, an optional gift message, whether the gift is shown as anonymous and the payment's reference. **We never see or store card numbers or bank details.** Stripe, PayPal and PhonePe collect them on their own pages and tell us only whether the payment succeeded.

**Sign-in and security records**: each sign-in creates a session token, stored only as a hash and ending after 12 hours (30 days with "Remember me"). Links in emails (confirming an email, resetting a password, accepting an invitation) are single-use and expire after 2 days, 1 hour and 7 days. Counters of wrong passwords, wrong class codes, reset requests and form submissions are kept against the account, email or network address only for their time window (an hour at most) and then deleted.

**Emails**: we send only service emails: confirm your email, reset your password, invitations, payment receipts, and replies to messages you send us. We keep a record of each email (recipient, subject, what it said and whether it was delivered). We send no marketing email.

**Messages you send us**: the contact, problem-report and tour-request forms store what you type. A problem report also stores the page and your browser's description, and a screenshot if you attach one.

## Who can see a child's identity

| What | Who can see it |
|---|---|
| Full name, username, class | The child; their own school's teachers and school admins; {{platform}} staff who support the school. Everyone else (visitors, other schools, classmates, donors, parent accounts) sees **first name and last initial** only, and never the account's id. |
| Profile picture | Shown only on the child's own school's site. |
| Learning progress and answers | The child, their teachers and their school's admins. Reports beyond the school show counts only. |
| Books and stories | Who the author chose: **private** (the author, their teachers, school admins), **community** (members of the school and holders of its community password) or **public** (everyone). New items start private, and nothing a student submits is published before an adult approves it: a school admin at their school, or our team for accounts outside a school. |
| Challenge entries | The child and their school's adults until a teacher approves the entry; then it joins the challenge's gallery on their school's site and on the platform's own site, with first name and last initial. |
| Gifts counted towards a child | The child sees amount, date, cause and the donor as the donor chose to be shown. The school's admins see the gift in the school's donation reports. A donor learns nothing about the child, and a receipt names the child by first name and last initial. |

{{platform}} staff can see what they need to support a school and keep the service safe. Parents see their own child's work by sitting with their child while they are signed in, or by asking the school, which can show you everything we hold about your child.

One thing to know: to find their profile, a student types the class code and sees the class's profile tiles with names. Treat a class code like a classroom key. A school admin can change it at any time, and the old code stops working at once.

## What we do not do

- No advertising, and we never sell, rent or trade personal data.
- No third-party analytics, tracking pixels or advertising cookies, and no profiling of children.
- No location tracking: the only location we hold is the country an adult chooses.
- The QR-code scanner reads the camera picture on your own device; the picture is never sent to us.

**Cookies and browser storage.** We set one cookie: when someone enters a school's community password, an HttpOnly cookie remembers it for 12 hours on that school's site. The app also keeps a few things in your browser's own storage: your sign-in (removed when you log out), your cart and search, the page you reached in each book, the mode you chose and a checkout in progress. When sign-up and our forms show a security check, it is Cloudflare Turnstile, which tells people from robots and is not used to track you.

## Who processes data for us

- **Cloudflare** runs our servers, database, file storage and security checks.
- **Resend** delivers our emails.
- **Stripe**, **PayPal** and **PhonePe** take payments; their privacy policies cover what you type on their pages.

We share data with nobody else, except where the law requires it. These providers may process data outside your country; where the law requires it, we rely on safeguards such as standard contractual clauses.

## How long we keep data

- **Accounts** stay while the school uses {{platform}}. When a student leaves, the school archives their account: they can no longer sign in, and any session ends at once. A school can ask us to delete an archived account permanently. We then delete it, with its learning records, within 30 days, and the school tells us whether the student's published books and stories should go too.
- **A school that leaves {{platform}}**: we delete its data within 90 days, after giving the school the chance to ask for a copy.
- **Unpaid gifts** left in a cart are deleted after 48 hours.
- **Orders, gifts and receipts** are kept for as long as accounting and tax law requires (often six to seven years). If a student's account is deleted, the link between a gift and that student is removed.
- **Form messages** are kept while we need them to answer and follow up, and for two years at most.

## Your rights

You may ask to **see** the personal data we hold about you or your child, have it **corrected**, have it **deleted**, **restrict** or **object** to its use, or receive it in a portable format. For a student, the school decides, so the fastest route is the school, and we help it answer. We reply within one month. You may also complain to your data-protection authority (in the UK, the Information Commissioner's Office).

## Children's privacy and the law

We design {{platform}} with children's privacy laws in mind, including the **UK GDPR** and the ICO's **Age Appropriate Design Code** (the Children's Code), the **EU GDPR** and the US **Children's Online Privacy Protection Act (COPPA)**. In practice this means high privacy by default, collecting as little as possible, no profiling and no nudges to share more. Where COPPA applies and a school creates its students' accounts, the school may consent on parents' behalf for educational use only, as the FTC's guidance allows; we use children's data only to provide the service to the school. Children under 13 (or the age of digital consent in their country) should not register on the platform's own site without a parent; if we learn that they did, we delete the account. We do not claim certification under any of these laws. If your school needs a data-processing agreement, ask us.

## Security

Passwords are hashed with scrypt, session tokens are stored as hashes, every connection is encrypted, and a password change or archiving ends every session. Each school's data is kept apart: another school's records behave as if they did not exist.

## Changes and contact

If we change this policy in a way that matters, we will say so on this page and tell schools first. Questions about a student's account are best answered by the student's school; you can reach {{school}} through {{contact_email}}. To reach the {{platform}} team directly, use the [contact form](/contact) and choose **Privacy and data requests**.
`;

const termsOfUse = `
These terms apply whenever you use {{platform}}: a school's site on the platform or the platform's own site. By signing in, creating an account, uploading something or paying, you agree to them. If you are a student, ask your teacher or a parent to go through them with you. Our [privacy policy](/privacy-policy) and [refund policy](/refund-policy) are part of these terms.

## Accounts

- **Students** at a school get their account from the school. They sign in with their class code (or class QR code), their own profile tile and a password.
- **Teachers, parents and school staff** are added by their school, or by us, and sign in with an email and password.
- **Registering on the platform's own site** is for students and teachers outside a school's site. Children under 13 (or the age of digital consent in their country) need a parent or guardian to register for them or with them.
- Keep your password to yourself, and do not sign in as anyone else. Use "Remember me" only on a device nobody else uses.
- Schools can archive accounts, reset students' passwords and change class codes. We may suspend an account that breaks these terms or puts others at risk.

## Community access

A school may give families and friends a **community password**. It lets them read what the school shares with its community, for 12 hours at a time on that school's site. It is shared, so it does not identify anyone. Do not pass it on beyond the people the school meant it for; the school can change it at any time.

## Acceptable use

Everyone who uses {{platform}} agrees to:

- be kind, and never upload or write anything that bullies, frightens, insults or excludes anyone;
- upload nothing violent, sexual, hateful or otherwise unsuitable for children;
- never share personal details in a book, story, letter or challenge entry: no full names of other children, addresses, phone numbers, email addresses, passwords or identifiable photos of children without the school's permission;
- upload only work you made yourself, or have permission to share;
- not try to get into other people's accounts or other schools' data, overload the service or get around its limits and checks;
- not use {{platform}} to advertise, collect other people's data or send spam.

**Teachers** who upload for a class confirm that the work is the students' own and that the upload follows their school's policy, including any permission parents must give.

## Content review

Every book and story a **student** submits is reviewed by a school admin at their school (or by our team, for accounts outside a school) before anyone else can read it. **Teachers'** books are published at once, unless their school asks to review those too; teachers' stories are reviewed like students'. A reviewer can approve an item or send it back with a reason, and the author can fix it and submit it again. Challenge entries are reviewed by the school's teachers before they appear in a gallery.

School admins and our team may remove or hide anything that breaks these terms, at any time. If you see something unsuitable, [report a problem](/report-a-problem) and choose "Something unsuitable on a page". We look at these reports first.

## Your books, stories and other uploads

**You keep the rights in what you create.** By uploading a book, story, letter or challenge entry, you give {{platform}} and your school a free, non-exclusive, worldwide licence to store it, make copies needed to run the service (such as covers, page counts and backups), and show it to the readers allowed by the visibility you chose, for as long as it stays on {{platform}}. You can change who may read an item that is not yet published; once it is published, ask a school admin to change or remove it. We will never sell a printed edition of your work without asking you first.

## Our content

Courses, lessons, videos, quizzes, teacher's notes and books added by our team belong to us or to those who licensed them to us. You may use them for your own learning and in your classroom, including the teaching programmes you download, but not resell or republish them. The names and logos of schools and charities belong to them.

## Courses and certificates

Paid courses and teacher-training courses are bought through the cart; free courses need only an account. A certificate confirms that you completed a course on {{platform}}. It is not an accredited qualification, unless the course page says otherwise.

## Donations and purchases

Prices are shown with their currency before you pay. Payments are taken by Stripe, PayPal or PhonePe on their own pages, and an order counts as paid only once the provider has confirmed it. Gifts go to the charity, project or library you choose. Descriptions of charities and projects come from the charities and the schools that list them. Refunds, cancellations and mistakes are covered by our [refund policy](/refund-policy).

## Disclaimer

{{platform}} is provided for learning, reading and giving, and we work hard to keep it accurate, safe and available. Even so:

- Books, stories, letters and challenge entries are written by students and teachers. They express their authors' views, not ours, and reviewing them does not mean we check every fact in them.
- Courses and lessons are educational material, not professional advice of any kind.
- Information about charities, projects and libraries comes from the organisations themselves. We do not guarantee how a charity uses a gift, and whether a gift is tax-deductible depends on the charity and on the law where you pay tax.
- References to the United Nations Sustainable Development Goals are for education. {{platform}} is not affiliated with or endorsed by the United Nations.
- Links to other websites are provided for convenience; we are not responsible for their content.
- The service may sometimes be unavailable for maintenance or because of problems beyond our control, and we cannot promise it will be free of errors.

## Responsibility

Nothing in these terms limits responsibility that the law does not allow us to limit, or takes away rights you have as a consumer. Beyond that, we are not responsible for losses that we could not reasonably foresee, or that come from content other users upload or from services we do not run.

## Ending and changes

You may stop using {{platform}} at any time; the school or we can archive or close accounts as described above and in our [privacy policy](/privacy-policy). If we change these terms, we will update this page and, for important changes, tell schools before the change takes effect.

## Contact

Questions about these terms: write to the {{platform}} team through the [contact form](/contact).
`;

const refundPolicy = `
This policy explains when you can get your money back for something bought or given on {{platform}}, and what happens when a refund is made. It does not affect any rights you have under the consumer law of your country.

## In short

| What you paid for | Refund |
|---|---|
| A course or teacher-training course | In full, for any reason, if you ask within **14 days** of buying it |
| A printed book | Cancel free of charge until it is dispatched; a damaged, faulty or wrong copy is replaced or refunded if you tell us within **30 days** of delivery |
| A donation | Gifts are passed on to the cause, so they are not normally refunded; mistakes (a wrong amount, a gift paid twice) are refunded if you tell us within **30 days** |

## Courses and teacher training

Courses and teacher-training courses are digital: they open as soon as your payment is confirmed. If you change your mind, ask within 14 days of buying and we will refund you in full, however far you have got. After 14 days we refund a course only if a fault on our side stopped you using it and we could not fix it.

When a course is refunded:

- the course is **locked again**: its lessons, videos and quizzes no longer open, and the course page shows its price;
- your **enrolment and progress are kept**: if you buy the course again later, you carry on where you stopped.

Free courses cost nothing, so there is nothing to refund. The teaching programme on a course page is free to download for everyone.

Please sign in before you buy a course: that is how the course reaches your account. If you paid for a course without being signed in, contact us with your order number and we will refund it in full.

## Printed books

A printed copy of a book from the library can be ordered where the book page offers one. A flat shipping charge per order is shown at checkout, and you can follow your order from the link in your receipt.

- **Before dispatch**: ask us and we cancel the order and refund it in full, shipping included.
- **After delivery**: if the book arrives damaged, faulty or is not the one you ordered, tell us within 30 days. We will send a replacement or refund the book and its shipping, whichever you prefer.
- We cannot take back a book in good condition because it is no longer wanted.

## Donations

A gift goes to the charity, project or library you chose, and is added to its total once your payment is confirmed. Because gifts are passed on, we do not normally refund them. We do refund mistakes, such as a wrong amount or a gift paid twice, if you tell us within 30 days.

When a gift is refunded, it is taken off the total raised by the project or library (a project can go back from "funded" to active), it no longer counts towards any student, class or school, and its receipt shows it as refunded.

## Orders with several items

Your cart can hold gifts, courses and printed books together, and they are paid as one order. When a **whole order** is refunded, everything in it is reversed together: courses lock again, gifts are taken off the totals and an undispatched book is cancelled. If you ask for **part** of an order back, we refund that amount to you and the rest of the order stays as it is.

## Charged twice, or a payment that did not match

If the same order was paid twice, we refund the second payment in full; you do not need to ask, but you are welcome to. If a payment does not match the order (a different amount or currency), the order is held while we check it, and we then either complete it or refund it.

## How to ask for a refund

Use the [contact form](/contact) and choose **Donations and receipts**; if you bought on a school's site, that school's office can also refund orders made there. Include your order number (it is on your receipt and invoice) and tell us what you would like refunded. We reply within two working days.

Refunds go back to the way you paid, through the same provider (Stripe, PayPal or PhonePe), in the currency you paid in. Once we have made the refund, your bank or provider usually shows it within 5 to 10 working days. We cannot refund differences caused by exchange rates or your bank's fees.

## Disputes with your bank

Please talk to us before opening a dispute or chargeback: we can usually help more quickly. If a dispute is decided in your favour, the order is reversed just like a full refund.
`;

const ourTeam = `
{{platform}} is built and run by a small team of teachers, librarians, designers and engineers, working with the schools and charities that use it. We introduce ourselves here by what each group does, which is also who will answer when you get in touch.

## School partnerships

They help schools join and get going: they run tours, set up a school's site with its name, logo and colours, and help the first school admin create classes, add students and print QR login cards. Once a school is up and running, they stay its first point of contact. [Request a tour](/request-a-tour) and you will meet this team.

## Learning design

Former classroom teachers who write and edit our courses, lesson hubs, challenges and comprehension quizzes, and the teacher-training courses. They write the teacher's notes and teaching programmes, keep every lesson tied to the Global Goals it serves, and check that every video has captions.

## Library and safeguarding

They look after the platform-wide part of the library: its categories, featured books and the books our team adds. They review books and stories sent in by people who do not belong to a school, act on reports of unsuitable content first, and help school admins with difficult decisions. They also look after our privacy and child-safety practices and answer data requests.

## Giving and charity partnerships

They list charities, projects and physical libraries with accurate goals and descriptions, check that charities are real, and look after donations, receipts and refunds. They also follow up on orders that are held for review and on printed-book deliveries.

## Product and engineering

Designers and engineers who build {{platform}}: the library and its reader, sign-in, courses, the cart and checkout, and the admin areas. They keep it fast on school networks and old tablets, accessible with a keyboard and screen reader, and secure, and they watch over email delivery, book processing and payments.

## Support

Everyone on the team takes turns answering messages. When you [contact us](/contact) or [report a problem](/report-a-problem), a person reads it, and you hear back within two working days.

## Working with us

We are always glad to hear from teachers who want to write a course, charities that run libraries, and schools that want to try something new. [Contact us](/contact) and choose **Charities and partnerships**.
`;

const acknowledgement = `
{{platform}} stands on the work of many people who share what they make. We are grateful to all of them.

## Teachers, students and schools

Above all, we thank the teachers who test new features in real classrooms and tell us honestly what does not work, the school admins who set up classes and review hundreds of books, and the students whose books, stories, letters and drawings fill the library. Everything on {{platform}} was shaped by their feedback.

## Charities and libraries

We thank the charities and community libraries that trust us to tell their stories, and the volunteers who stock shelves, drive mobile libraries and send us photos and updates, so children can see where their gifts went.

## The Global Goals

Our learning is built around the 17 Sustainable Development Goals adopted by the member states of the United Nations in 2015. We use them for education; {{platform}} is not affiliated with or endorsed by the United Nations.

## Open-source software

{{platform}} is built with open-source software. We thank the maintainers and contributors of these projects in particular:

| Project | What it does in {{platform}} | Licence |
|---|---|---|
| [React](https://react.dev) and [React Router](https://reactrouter.com) | The web app and its pages | MIT |
| [TanStack Query](https://tanstack.com/query) and [Jotai](https://github.com/pmndrs/jotai) | Loading data and keeping state | MIT |
| [Tailwind CSS](https://tailwindcss.com), [Radix UI](https://www.radix-ui.com) and [Lucide](https://lucide.dev) | Styling, accessible components and icons | MIT, MIT, ISC |
| [React Hook Form](https://react-hook-form.com) and [Zod](https://zod.dev) | Forms and the rules that check them, shared by the app and the server | MIT |
| [Hono](https://hono.dev) | The server's API | MIT |
| [Drizzle ORM](https://orm.drizzle.team) | The database layer | Apache-2.0 |
| [PDF.js](https://mozilla.github.io/pdf.js/) | Reading PDF books in the browser | Apache-2.0 |
| [fflate](https://github.com/101arrowz/fflate) | Opening EPUB books | MIT |
| [marked](https://marked.js.org) | Turning these information pages into web pages | MIT |
| [jose](https://github.com/panva/jose) | Signing sign-in tokens | MIT |
| [zxcvbn-ts](https://github.com/zxcvbn-ts/zxcvbn) | The list of common passwords we refuse | MIT |
| [jsQR](https://github.com/cozmo/jsQR) and [node-qrcode](https://github.com/soldair/node-qrcode) | Scanning and printing class QR codes | Apache-2.0, MIT |
| [Sonner](https://sonner.emilkowal.ski) and [canvas-confetti](https://github.com/catdad/canvas-confetti) | Notifications and the celebration when you register | MIT, ISC |
| [Stripe Node.js library](https://github.com/stripe/stripe-node) | Card payments | MIT |
| [TypeScript](https://www.typescriptlang.org), [Vite](https://vite.dev) and [ESLint](https://eslint.org) | Building and checking the code | Apache-2.0, MIT, MIT |
| [Vitest](https://vitest.dev), [Playwright](https://playwright.dev) and [axe-core](https://github.com/dequelabs/axe-core) | Testing, including accessibility tests | MIT, Apache-2.0, MPL-2.0 |
| [Wrangler and workerd](https://github.com/cloudflare/workers-sdk) | Running {{platform}} on Cloudflare Workers | MIT or Apache-2.0, Apache-2.0 |

Many smaller libraries are used by these in turn; their licences are included with the software. Thank you to everyone who maintains them.

## Tell us if we missed you

If you contributed to {{platform}} and are not thanked here, or want to be thanked differently, please [contact us](/contact).
`;

const testimonials = `
**These are sample testimonials, written for this demonstration.** {{platform}} has no published testimonials yet, so nothing below is the words of a real person: each quote describes something the product really does, in the voice of the kind of person it is for, to show what this page will hold. Real quotes replace them once schools, librarians and families send them and agree to their publication. Children are never named: a real quote is credited by role and place only.

## Teachers

> "My class had never thought of themselves as authors. The week their first books went into the library, three children asked to write a sequel before the bell had even rung."
>
> — Sample quote, not a real person (written as a Year 4 teacher)

> "The class code and the picture tiles mean my six-year-olds sign in by themselves. I used to lose the first ten minutes of every lesson to passwords."
>
> — Sample quote, not a real person (written as a Year 1 teacher)

> "The teacher's notes are the part I didn't know I needed. I can open a lesson on the water cycle at eight in the morning and teach it well at nine."
>
> — Sample quote, not a real person (written as a Grade 5 teacher)

> "Reviewing my class's books takes a few minutes. When I send one back I write a reason, and the children fix it themselves, which is a writing lesson in itself."
>
> — Sample quote, not a real person (written as a literacy lead)

## School leaders

> "We set up our classes, printed the QR cards and had a whole year group reading in one afternoon. The school's own colours and logo made it feel like ours from day one."
>
> — Sample quote, not a real person (written as a head teacher)

> "Parents ask me what the children do on the platform. Being able to say that nobody outside our school sees more than a first name and an initial is a big part of why they trust it."
>
> — Sample quote, not a real person (written as a deputy head)

## Librarians and charities

> "Our mobile library is stocked partly by schools that have never visited Tanzania. The children follow the progress bar like a football score."
>
> — Sample quote, not a real person (written as a community librarian)

> "Each gift counts towards the class that raised it, so the thank-you letters we send go to the right children."
>
> — Sample quote, not a real person (written as a charity programme coordinator)

## Families

> "My son reads his friends' stories every evening, and now he reads the ones from the school in India too."
>
> — Sample quote, not a real person (written as a parent)

> "I gave to the library project my daughter's class chose. Seeing it reach its goal on her dashboard meant more to her than any sticker."
>
> — Sample quote, not a real person (written as a parent)

## Share your story

Has {{platform}} made a difference in your classroom, school or family? We would love to hear about it. [Contact us](/contact); we only publish a quote with your permission, and never a child's name.
`;

const faq = `
## Getting started

### What is {{platform}}?

An online platform for schools. Each school has its own site, with its own name, logo and colours: a library of books and stories by students and teachers, courses and teacher training, challenges around the 17 Global Goals, and charity projects families can support. Read [about us](/about).

### Do I need an account to use it?

Not to look around: anyone can read public books and stories, browse courses and charities, and give. Sign in to enrol in a course, upload, react to books and see community or private items.

### How does a school join?

[Request a tour](/request-a-tour) and we show you around and set up your school's site.

### Why is there no Register button on my school's site?

Schools create the accounts of their own students, teachers and parents, so their sites have no sign-up. [Register](/register) on the platform's own site is for students and teachers who are not with a school on {{platform}}.

## Students and signing in

### How does my child sign in with a class code?

Press **Login**, then **Student Login**. Type the class code from the teacher and press **Continue**. The class's profile tiles appear: your child finds their own (big classes have a search box), taps it and types their password.

### How does the QR code work?

School admins can print QR login cards for each class. On **Student Login**, press **Scan QR code**, allow the camera and hold the card up; the class's tiles open straight away. The picture is read on your device and never sent to us.

### My child forgot their password. What do we do?

Ask the teacher or the school office: a school admin can set a new password. Students at a school have no email address, so there is no reset link for them.

### I forgot my password (teacher, parent or admin).

On **Teacher Login**, press **Forgot Password** and enter your email. We send a link that works once, within one hour. If no email arrives, check your spam folder, or ask your school admin.

### Why does it say I have tried too many times?

To protect accounts, sign-in pauses after 10 wrong passwords in 15 minutes, and after 20 wrong class codes from one network in 10 minutes. Wait for the time shown, then try again.

### What does "Remember me" do?

It keeps you signed in on that device for 30 days instead of 12 hours. Use it only on a device nobody else uses. Logging out always ends the session.

### What is Community Login?

Some schools share a community password with families and friends. Entering it on the school's site shows the books and stories the school shares with its community, for 12 hours. It is not a personal account.

## Teachers and classes

### Where do I find my class code and QR cards?

School admins manage classes: under **Manage the school**, open **Classes**, then a class, to see its code and **Print QR login cards**. Changing a code stops the old one working at once, which is useful if a code gets shared too widely.

### How do I add students to my class?

Ask your school admin, who can create student accounts and add them to classes. Students do not need an email address.

### Can I upload books for my students?

Yes. Choose the class you teach when you upload, and the book is filed under that class. You can also write stories for the class in the story writer.

### How do I see my class's progress?

Your [dashboard](/dashboard) shows each class you teach: books and stories uploaded, reads and reactions, and progress in a course lesson by lesson. Written answers to a comprehension quiz are marked on the quiz's page.

### How do I give a course to my whole class?

On your [dashboard](/dashboard), under **Class progress in courses**, choose the class and the course and press **Give this course to the class**. It then appears first on each student's dashboard, marked "From your class".

## Library, books and stories

### What can I upload?

Books as **PDF or EPUB files up to 100 MB**, with a cover picture in **PNG, JPEG or WebP up to 2 MB**. Stories are written straight into the story writer, which saves as you type. Challenge entries can be text, a picture (PNG, JPEG or WebP up to 5 MB) or a file (PDF, PNG or JPEG up to 10 MB), depending on the challenge.

### Why is my book waiting for approval?

Every book and story a student submits, and every teacher's story, is checked by a school admin at your school before it is published. Some schools check teachers' books too. You can see the status of your uploads on your dashboard, and you will see the reason if an item is sent back. Fix it and submit it again.

### My book says processing failed. What now?

After upload we check each file and count its pages. A damaged PDF, or an EPUB that breaks our safety limits, fails that check. Export the file again from the program you made it in and upload it again.

### Who can read my book or story?

You choose: **private** (you, your teachers and school admins), **community** (people at your school and community-password holders) or **public** (everyone, on every school's site). New items start private. Outside your school, a student author is shown by first name and last initial.

### Can I change or delete my book after it is published?

Before publication you can edit or delete it yourself. Once it is published, ask a school admin, who can change or remove it.

## Courses, challenges and certificates

### How do I enrol in a course?

Open the course and press **Enrol Now** (you will be asked to sign in first). Then **Continue To Course** always takes you to the lesson where you stopped.

### Why does a course ask me to buy it?

Some courses and teacher-training courses are paid. Sign in, add the course to your cart and check out; it opens as soon as the payment is confirmed. Please sign in before you buy, so the course is added to your account.

### How do I get a certificate?

Complete every lesson of a course that offers a certificate. Your certificate has its own page with a link anyone can open to check that it is genuine.

### What happens to my progress if a course is refunded?

The course locks again, but your enrolment and progress are kept. If you buy it again, you carry on where you stopped. See the [refund policy](/refund-policy).

### How do challenges work?

Each [challenge](/challenges) has a brief, a Global Goal and a deadline. Each learner can send one entry before the deadline. Teachers review entries, and approved ones appear in the gallery, with first name and last initial.

## Donations and payments

### How do I give?

Open a [charity](/charities), [project](/projects) or [library](/libraries), choose an amount and add the gift to your cart, then check out. You can add a message, give anonymously and count the gift towards a student, a class or a school.

### Which payment methods can I use?

Card and other methods through Stripe, PayPal, and PhonePe for payments in Indian rupees, depending on the currency and what is available where you are. Items in different currencies are paid separately. We never see your card details.

### Is my donation tax-deductible?

That depends on the charity and on the rules where you pay tax. Every gift has a receipt (download it from your receipt email or your order) showing the amount, date and cause. For the charity's registration details, [contact us](/contact).

### My payment failed, or I was charged twice.

If a payment fails, nothing is charged and your cart is kept: try again or choose another method. If you were charged twice for one order, we refund the second payment. See the [refund policy](/refund-policy).

## Privacy and safety

### What can other people see about my child?

Outside your child's school, only their first name and last initial, never their full name or profile picture. Their teachers and school admins see their full name and their work. Our [privacy policy](/privacy-policy) has the details.

### Do you use advertising or tracking cookies?

No. There is no advertising, no third-party analytics and no tracking. The only cookie is the one that remembers a school's community password.

### How do I report something unsuitable?

Use [report a problem](/report-a-problem) and choose "Something unsuitable on a page". Tell us which page it is on. We look at these reports first.

### How do I get my child's data deleted?

Ask the school, which can archive the account at once and ask us to delete it permanently. You can also [contact us](/contact) and choose **Privacy and data requests**.

## Technical help

### Which browsers work?

Recent versions of Chrome, Edge, Firefox and Safari: Chrome or Edge 111 or later, Firefox 114 or later, and Safari 16.4 or later (on iPad and iPhone too). [Run the system check](/test) to see whether a device is ready, and copy its report if you need help.

### The camera does not open for the QR code.

Allow camera access when the browser asks, or in its settings for this site. If it still does not work, type the class code instead.

### A book will not open.

Reload the page, check your connection and try another browser from the list above. If it still fails, [report a problem](/report-a-problem) from the book's page.

### Something else is broken.

[Report a problem](/report-a-problem): tell us what you were doing, and add a screenshot if you can. A person reads every report.
`;

const globalReach = `
Schools on {{platform}} read one another's books, take part in the same challenges and support causes far from home. The table below shows where that reaches, country by country.

## What the table shows

- **Libraries**: the physical libraries that gifts build and stock — community libraries, reading rooms and mobile libraries — in each country.
- **Charities**: the charities working in each country whose projects schools can support.
- **Gifts**: how many gifts reached charities, projects and libraries in each country.

A gift counts only once its payment is confirmed, and a refunded gift is taken off again, so the figures show what really reached each cause. On a school's own site the gifts are that school's; on {{platform}}'s site they are every school's.

## Only totals, never people

The table counts; it never names. No student, teacher or donor appears in it.

## Add your country

Every library that children help to stock adds to its country's line. To bring your school, [request a tour](/request-a-tour). To list a library or a charity project, [contact us](/contact) and choose **Charities and partnerships**. Or start today: [give to a library](/libraries).
`;

export const SEED_CONTENT_PAGES: SeedContentPage[] = [
  {
    slug: "our-framework",
    title: "Our Framework",
    summary: "Read, write, act: how {{platform}} connects its library, student authorship, courses, challenges and giving around the 17 Global Goals.",
    body: ourFramework,
  },
  {
    slug: "about",
    title: "About {{platform}}",
    summary: "{{platform}} gives every school its own site for reading, writing, learning about the Global Goals and giving, designed for children from the start.",
    body: about,
  },
  {
    slug: "contact",
    title: "Contact Us",
    summary: "Send {{school}} a message about schools, donations, partnerships, press or privacy; the reply comes by email.",
    body: contact,
  },
  {
    slug: "navigating-the-platform",
    title: "Navigating the Platform",
    summary: "A guided tour of {{platform}}'s menus (Register, Learn, Give, Books and About), signing in, and the dashboard for each role.",
    body: navigating,
  },
  {
    slug: "privacy-policy",
    title: "Privacy Policy",
    summary: "What {{platform}} stores about children and adults, who can see it, what we never collect, how long we keep it and how to use your rights.",
    body: privacyPolicy,
  },
  {
    slug: "terms-of-use",
    title: "Terms of Use",
    summary: "The rules for using {{platform}}: accounts, community access, acceptable use, content review, rights in your uploads, purchases and our disclaimer.",
    body: termsOfUse,
  },
  {
    slug: "refund-policy",
    title: "Refund Policy",
    summary: "Refunds on {{platform}}: courses within 14 days, printed books before dispatch or if faulty, mistaken donations within 30 days, and how to ask.",
    body: refundPolicy,
  },
  {
    slug: "our-team",
    title: "Our Team",
    summary: "The teams behind {{platform}}: school partnerships, learning design, library and safeguarding, giving, product and engineering, and support.",
    body: ourTeam,
  },
  {
    slug: "acknowledgement",
    title: "Acknowledgements",
    summary: "Thank you to the teachers, students, charities and open-source projects that {{platform}} is built with.",
    body: acknowledgement,
  },
  {
    slug: "testimonials",
    title: "Testimonials",
    summary: "What teachers, school leaders, librarians and families say about reading, writing and giving with {{platform}}.",
    body: testimonials,
  },
  {
    slug: "faq",
    title: "Frequently Asked Questions",
    summary: "Answers about signing in with a class code or QR code, passwords, uploads and review, courses, certificates, donations, privacy and browsers.",
    body: faq,
  },
  {
    slug: "global-reach",
    title: "Global Reach",
    summary: "The libraries children help to build and stock, the charities they support and the gifts given, country by country.",
    body: globalReach,
  },
];

export const SEED_UPDATE_NOTE = "The seed's updated copy";

/**
 * The pages as seed statements: the platform's copy (version 1, its history row beside it). Ids are
 * fixed, so re-running the seed leaves pages staff have edited since as they are.
 *
 * A page still exactly as an earlier seed wrote it (its current version is a seed row — id
 * `pgv_seed_…`, no author —, nothing after it, the page row untouched since) moves to the current
 * copy as a new version, so an existing database gets copy fixes; staff's edits and restores are
 * versions with their own ids, so those pages are never overwritten.
 */
export function buildDemoPagesSeed(now = Date.UTC(2026, 0, 5), pages: SeedContentPage[] = SEED_CONTENT_PAGES, updatedAt = Date.now()): string[] {
  return pages.flatMap((p) => {
    const pageId = sqlLiteral(`pg_seed_${p.slug}`);
    const [title, summary, body] = [sqlLiteral(p.title), sqlLiteral(p.summary), sqlLiteral(p.body)];
    const seedVersionId = (version: string) => `${sqlLiteral(`pgv_seed_${p.slug}_v`)} || (${version})`;
    return [
      insert("content_pages", { id: `pg_seed_${p.slug}`, tenant_id: null, scope_key: "platform", slug: p.slug, title: p.title, summary: p.summary, body: p.body, version: 1, enabled: 1, updated_by: null, created_at: now, updated_at: now }),
      // Only beside the seed's own page: when staff wrote this page before the seed ran, theirs stays and has its own history.
      insert("content_page_versions", { id: `pgv_seed_${p.slug}`, page_id: `pg_seed_${p.slug}`, version: 1, title: p.title, summary: p.summary, body: p.body, note: "The first copy", author_id: null, created_at: now }).replace(
        /VALUES \((.*)\);$/s,
        (_, values: string) => `SELECT ${values} WHERE EXISTS (SELECT 1 FROM content_pages WHERE id = ${pageId});`,
      ),
      // An older seed copy nobody edited: the current copy as the next version…
      `INSERT OR IGNORE INTO content_page_versions (id, page_id, version, title, summary, body, note, author_id, created_at) ` +
        `SELECT ${seedVersionId("p.version + 1")}, p.id, p.version + 1, ${title}, ${summary}, ${body}, ${sqlLiteral(SEED_UPDATE_NOTE)}, NULL, ${updatedAt} FROM content_pages p ` +
        `WHERE p.id = ${pageId} AND p.updated_by IS NULL AND (p.title <> ${title} OR p.summary <> ${summary} OR p.body <> ${body}) ` +
        `AND EXISTS (SELECT 1 FROM content_page_versions v WHERE v.page_id = p.id AND v.version = p.version AND v.author_id IS NULL AND (v.id = ${sqlLiteral(`pgv_seed_${p.slug}`)} OR v.id = ${seedVersionId("p.version")}) AND v.title = p.title AND v.summary = p.summary AND v.body = p.body) ` +
        `AND NOT EXISTS (SELECT 1 FROM content_page_versions v WHERE v.page_id = p.id AND v.version > p.version);`,
      // …and the page row follows only when that seed version was just written after it.
      `UPDATE content_pages SET title = ${title}, summary = ${summary}, body = ${body}, version = version + 1, updated_at = ${updatedAt} ` +
        `WHERE id = ${pageId} AND updated_by IS NULL AND EXISTS (SELECT 1 FROM content_page_versions v WHERE v.page_id = content_pages.id AND v.version = content_pages.version + 1 AND v.id = ${seedVersionId("content_pages.version + 1")} AND v.body = ${body} AND v.title = ${title} AND v.summary = ${summary});`,
    ];
  });
}
