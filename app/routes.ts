import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// public-site.md §2 route table. Every public page sits inside the site layout (header and
// footer); /login and the dashboard have their own shells.
export default [
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  // admin.md §2: the login page has no site header or footer.
  route('login', 'routes/login.tsx'),
  // Decision 027: a forgotten password, beside /login and looking like it.
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  // decision 026: an interviewer's no-account scorecard link; a small header of its own, not
  // indexed, never cached.
  route('interview-feedback/:token', 'routes/interview-feedback.tsx'),
  // admin.md §2: the staff dashboard, rendered in the browser inside its own shell. The two areas
  // share the layout module (so each needs its own route id).
  route('dashboard', 'routes/dashboard/layout.tsx', { id: 'dashboard' }, [
    index('routes/dashboard/home.tsx'),
    // decision 029: the site's own visit figures, counted without cookies.
    route('insights', 'routes/dashboard/insights.tsx'),
    route('jobs', 'routes/dashboard/jobs.tsx'),
    route('jobs/new', 'routes/dashboard/job-form.tsx', { id: 'dashboard/job-new' }),
    route('jobs/edit/:id', 'routes/dashboard/job-form.tsx', { id: 'dashboard/job-edit' }),
    // decision 026: a job's scorecard competencies and stale-after days.
    route('jobs/:id/hiring', 'routes/dashboard/job-hiring.tsx'),
    // Decision 026: a job's pipeline board.
    route('jobs/:id/board', 'routes/dashboard/job-board.tsx'),
    route('applications', 'routes/dashboard/applications.tsx'),
    // Decision 026: HR's candidate e-mail templates.
    route('email-templates', 'routes/dashboard/email-templates.tsx'),
    route('enquiries', 'routes/dashboard/enquiries.tsx'),
    route('outbox', 'routes/dashboard/outbox.tsx', { id: 'dashboard/outbox' }),
    route('gallery', 'routes/dashboard/gallery.tsx', { id: 'dashboard/gallery' }),
    route('case-studies', 'routes/dashboard/case-studies.tsx', { id: 'dashboard/case-studies' }),
    route('products', 'routes/dashboard/products.tsx', { id: 'dashboard/products' }),
    // decision 025: the copy of the site that changes during the year, one editor per section.
    route('site-content', 'routes/dashboard/site-content.tsx'),
    route('site-content/:key', 'routes/dashboard/site-content-section.tsx'),
    route('media', 'routes/dashboard/media.tsx'),
    // decision 028: capability statements for tenders, and the accreditations they list.
    route('capability-statements', 'routes/dashboard/capability-statements.tsx'),
    route('capability-statements/new', 'routes/dashboard/capability-statement.tsx', {
      id: 'dashboard/capability-statement-new',
    }),
    route('capability-statements/:id', 'routes/dashboard/capability-statement.tsx', {
      id: 'dashboard/capability-statement',
    }),
    route('accreditations', 'routes/dashboard/accreditations.tsx'),
    // ours (staff roles): accounts, the activity log, personal-data requests, one's own password.
    route('staff', 'routes/dashboard/staff.tsx'),
    route('activity', 'routes/dashboard/activity.tsx'),
    route('personal-data', 'routes/dashboard/personal-data.tsx'),
    route('account', 'routes/dashboard/account.tsx'),
    // decision 026: the signed-in person's interviews and their scorecards.
    route('interviews', 'routes/dashboard/my-interviews.tsx'),
  ]),
  route('admin-dashboard', 'routes/dashboard/layout.tsx', { id: 'admin-dashboard' }, [
    index('routes/dashboard/admin-home.tsx'),
    route('gallery', 'routes/dashboard/gallery.tsx', { id: 'admin-dashboard/gallery' }),
    route('case-studies', 'routes/dashboard/case-studies.tsx', { id: 'admin-dashboard/case-studies' }),
    route('products', 'routes/dashboard/products.tsx', { id: 'admin-dashboard/products' }),
  ]),
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('products', 'routes/products.tsx'),
    route('product/:productId', 'routes/product.tsx'),
    route('gallery', 'routes/gallery.tsx'),
    route('case-studies', 'routes/case-studies.tsx'),
    route('services', 'routes/services.tsx'),
    route('services/plant-engineering', 'routes/services.plant-engineering.tsx'),
    route('services/battery-storage-integration', 'routes/services.battery-storage-integration.tsx'),
    route('services/cable-solution', 'routes/services.cable-solution.tsx'),
    route('services/earthing-solution', 'routes/services.earthing-solution.tsx'),
    route('services/protection-design', 'routes/services.protection-design.tsx'),
    route('services/power-system', 'routes/services.power-system.tsx'),
    route('services/survey', 'routes/services.survey.tsx'),
    route('case-studies/design&supply', 'routes/case-studies.design-and-supply.tsx'),
    route('case-studies/earthingsystemdesign', 'routes/case-studies.earthing-system-design.tsx'),
    route('case-studies/powersystemstudies', 'routes/case-studies.power-system-studies.tsx'),
    route('case-studies/loadtestcasestudy', 'routes/case-studies.load-test.tsx'),
    // A case study an administrator published (admin.md §2); the four above are fixed pages.
    route('case-studies/:link', 'routes/case-study.tsx'),
    route('careers', 'routes/careers.tsx'),
    // A job's own page (its card links to it); not in the spec's table, which has no page per job.
    route('careers/:jobId', 'routes/careers.job.tsx'),
    route('apply', 'routes/apply.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('privacy-policy', 'routes/privacy-policy.tsx'),
    // ours (decision 017): the applicant's withdrawal link; not indexed, not in the sitemap.
    route('withdraw-application', 'routes/withdraw-application.tsx'),
    route('credit', 'routes/credit.tsx'),
    route('temp', 'routes/temp.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
