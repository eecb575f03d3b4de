import { Link } from "react-router";
import { BookUp, FileDown, Link2, Palette } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "@/lib/format";
import { msg } from "@/lib/i18n";
import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";

const STEPS = [
  {
    icon: FileDown,
    title: msg("A book from a Canva design"),
    body: [
      msg("In Canva, open the design (a book, a comic, a class booklet) and choose Share → Download → PDF Standard. Keep one page per book page; a portrait A4 or square design reads best on a phone."),
      msg("Export the cover as a PNG or JPEG (Share → Download → PNG, the first page only)."),
      msg("On your school's site, choose Upload a book: add the PDF, the cover, the title, the reading level and the category. The library turns the PDF into a book any reader can open."),
    ],
    link: { label: msg("Upload a book"), to: paths.uploadBook },
  },
  {
    icon: BookUp,
    title: msg("A story with Canva pictures"),
    body: [
      msg("Stories are written here, page by page. Download each illustration from Canva as a PNG and add it to the story's page."),
      msg("A student's story shows their first name and last initial to anyone outside the school."),
    ],
    link: { label: msg("Write a story"), to: paths.uploadBlog },
  },
  {
    icon: Link2,
    title: msg("Certificates and posters"),
    body: [
      msg("Courses and challenges issue their own certificates, so there is nothing to design. For a class poster or an event certificate made in Canva, share it with a view-only link and paste the link into a story or a message to families."),
      msg("Never put a child's full name on something you share outside the school: use first names and a last initial."),
    ],
    link: { label: msg("Challenges"), to: paths.learning.challenges },
  },
];

/** /canva/: for teachers who design in Canva: bringing designs into books and stories, and the sign-up with "I have a Canva account" ticked. */
export default function CanvaPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-8 px-4 py-8">
      <PageHeader
        title={t("For teachers who use Canva")}
        description={t("Design in Canva, publish here: your class's books, stories and posters, read by the school and its families.")}
        actions={
          <Button asChild>
            <Link to={paths.registerCanvaTeacher}>
              <Palette aria-hidden /> {t("Sign up as a Canva teacher")}
            </Link>
          </Button>
        }
      />
      <ol className="grid gap-4">
        {STEPS.map((s, i) => {
          const Icon = s.icon;
          return (
            <li key={s.title} className="grid gap-3 rounded-lg border border-line-muted bg-surface p-5">
              <h2 className="flex items-center gap-2 text-lg font-bold text-ink">
                <Icon aria-hidden className="size-5 text-primary" /> {t("{{number}}. {{title}}", { number: formatNumber(i + 1), title: t(s.title) })}
              </h2>
              {s.body.map((p) => (
                <p key={p} className="text-sm text-ink">
                  {t(p)}
                </p>
              ))}
              <Link to={s.link.to} className="justify-self-start text-sm font-medium text-primary-dark underline">
                {t(s.link.label)}
              </Link>
            </li>
          );
        })}
      </ol>
      <section aria-labelledby="signup-title" className="grid gap-2 rounded-lg bg-surface-alt p-5">
        <h2 id="signup-title" className="text-lg font-bold text-ink">
          {t("New here?")}
        </h2>
        <p className="text-sm text-ink">
          {t("Sign up as a teacher with “I have a Canva account” already ticked, so we can tell you about Canva templates for books. Your school may also create your account for you.")}
        </p>
        <Link to={paths.registerCanvaTeacher} className="justify-self-start text-sm font-medium text-primary-dark underline">
          {t("Create a teacher account")}
        </Link>
      </section>
    </div>
  );
}
