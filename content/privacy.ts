import { site } from './site.ts';

// public-site.md §2 Privacy policy: 17 numbered sections (18 with decision 029's visit counting),
// last updated 28/02/2025, contact by the general enquiries e-mail. Written for the UK GDPR and
// the Data Protection Act 2018. In `body`, a string is a paragraph and an array of strings is a
// bulleted list.

export type PolicySection = { title: string; body: ReadonlyArray<string | readonly string[]> };

const email = site.contact.email;
const ukOffice = site.offices[0].lines.join(', ');

export const privacyPolicy = {
  heading: 'Privacy Policy',
  lastUpdated: '28/02/2025',
  intro: `This policy explains how ${site.legalName} collects and uses personal data when you use this website, send us an enquiry or apply for a job with us, and the rights you have over that data.`,
  sections: [
    {
      title: 'Who we are',
      body: [
        `${site.legalName} (“we”, “us”, “our”) is an electrical power engineering consultancy registered in England and Wales, with its registered office at ${ukOffice}. We are the controller of the personal data described in this policy.`,
        `If you have any questions about this policy or how we handle your data, contact us at ${email}.`,
      ],
    },
    {
      title: 'Scope of this policy',
      body: [
        'This policy applies to personal data we collect through this website, including the contact form and the job application form, and to correspondence that follows from them. It also covers business contact details of people at our clients, suppliers and partners.',
        'It does not cover the websites of other organisations that we link to; see section 16.',
      ],
    },
    {
      title: 'The data we collect about you',
      body: [
        'Depending on how you interact with us, we may collect:',
        [
          'Identity data: first name and last name.',
          'Contact data: e-mail address and telephone number.',
          'Application data: the country and position you apply for, your CV, your LinkedIn profile address (optional) and any comments you add.',
          'Communications data: the content of enquiries and messages you send us.',
          'Technical data: your IP address, browser type, the pages you request and the time of each request, recorded in our server logs.',
        ],
        'We do not ask for special category data (such as health, ethnicity or religious beliefs) or criminal offence data. Please do not include it in your CV or messages. If it is included, we will not use it for any purpose.',
      ],
    },
    {
      title: 'How we collect your data',
      body: [
        'We collect data directly from you when you complete the contact form, submit a job application, e-mail or telephone us, or meet us in the course of business.',
        'Technical data is collected automatically by our web servers when you visit the site. We may also receive business contact details from your employer or a mutual contact when you work with us on a project.',
      ],
    },
    {
      title: 'How we use your data',
      body: [
        'We use your personal data only where the law allows us to:',
        [
          'to respond to your enquiry and, where you ask, to prepare a proposal or enter into a contract with you (performance of a contract, or steps before entering into one);',
          'to assess your job application and communicate with you about it (steps before entering into an employment contract, and our legitimate interest in recruiting suitable people);',
          'to run, secure and improve this website, including detecting and preventing abuse (our legitimate interests);',
          'to meet our legal and regulatory obligations, such as keeping accounting records (legal obligation).',
        ],
      ],
    },
    {
      title: 'Purposes for which we use your data',
      body: [
        [
          'Answering questions about our services and arranging meetings or site visits.',
          'Preparing quotations, managing projects and invoicing clients.',
          'Reviewing CVs, shortlisting, arranging interviews and making offers of employment.',
          'Keeping the website available and secure, and diagnosing faults.',
          'Establishing, exercising or defending legal claims.',
        ],
        'We will only use your data for the purpose for which we collected it, unless we reasonably consider that we need it for a related, compatible purpose. If we need to use it for an unrelated purpose, we will tell you and explain the legal basis that allows us to do so.',
      ],
    },
    {
      title: 'Direct marketing',
      body: [
        'We do not send marketing e-mails to people who contact us through this website unless they ask us to. Where we have an existing business relationship with you, we may occasionally send you information about similar services by e-mail, as permitted by the Privacy and Electronic Communications Regulations 2003 (PECR), and every such message will include a simple way to opt out.',
      ],
    },
    {
      title: 'Opting out',
      body: [
        `You can ask us to stop sending you marketing messages at any time by following the opt-out link in any marketing e-mail or by writing to ${email}. Opting out of marketing does not affect data we hold to answer an enquiry, deliver a contract or process a job application.`,
      ],
    },
    {
      title: 'Third-party marketing',
      body: [
        'We never sell, rent or share your personal data with other organisations for their own marketing purposes.',
      ],
    },
    {
      title: 'Cookies',
      body: [
        'This website does not use advertising or analytics cookies and does not track you across other websites. It uses only storage that is strictly necessary for it to work, such as keeping an administrator signed in to the staff area. Strictly necessary storage does not need your consent under PECR. Visits are counted without any cookie or storage; see section 11.',
        'If we introduce optional cookies in future, we will ask for your consent before setting them and update this policy.',
      ],
    },
    {
      // Decision 029: visits counted without cookies; what is kept and why no consent is asked.
      title: 'Counting visits without cookies',
      body: [
        'To learn which pages are read, where visitors come from and which visits lead to an enquiry or a job application, this website counts visits itself. It sets no cookie, stores nothing on your device and uses no analytics service: the figures never leave our own server.',
        'For each page you open we record the day and time, the page’s address (without anything after a “?”), the website that linked to it, the campaign named in the link (utm_source, utm_medium and utm_campaign), your country, the kind of device (mobile, tablet or desktop) and, where it happens, a step of the application form reached, a document downloaded or a product’s website followed.',
        'To count a visitor once a day, we combine your IP address and browser type with a random value that changes every day and put them through a one-way hash. Neither your IP address nor your browser type is stored, the daily value is deleted at the end of each day, and a hash cannot be traced back to you or linked to your visits on another day. Your country is looked up from your IP address on our own server, in a database kept on it, and the address is then forgotten.',
        'We do not count visits from automated programs (bots), or from a browser that sends a Do Not Track or Global Privacy Control signal. The individual records are deleted after 30 days; only daily totals are kept, for 25 months.',
        'Because nothing is stored on or read from your device, and what we keep cannot identify you, this counting needs no consent under the Privacy and Electronic Communications Regulations 2003 (PECR) or the UK GDPR. We do it in our legitimate interest in understanding how the website is used.',
        'IP geolocation by DB-IP (db-ip.com), CC BY 4.0.',
      ],
    },
    {
      title: 'Disclosure of your personal data',
      body: [
        'We share personal data only where necessary, with:',
        [
          'service providers who host this website and our e-mail and store data on our behalf, under written contracts that require them to keep it secure and use it only on our instructions (processors);',
          'professional advisers such as lawyers, accountants and insurers, where needed;',
          'HM Revenue & Customs, regulators and other authorities where the law requires it;',
          'a purchaser or successor if all or part of our business is sold or reorganised, on the terms of this policy.',
        ],
        'CVs and job applications are private. They are stored securely and can be viewed only by the members of staff involved in recruitment for the role; they are never published or shared outside the company without your agreement.',
      ],
    },
    {
      title: 'International transfers',
      body: [
        'We have offices in India and Uzbekistan, and colleagues there may take part in projects and in recruitment for roles in those countries. Where personal data is transferred outside the United Kingdom to a country without UK adequacy regulations, we protect it with the International Data Transfer Agreement or the International Data Transfer Addendum to the European Commission’s standard contractual clauses issued by the Information Commissioner, together with appropriate security measures.',
        `You can ask for more information about these safeguards by writing to ${email}.`,
      ],
    },
    {
      title: 'Data retention',
      body: [
        'We keep personal data only for as long as we need it for the purposes above, including any legal, accounting or reporting requirements:',
        [
          'Enquiries sent through this website: two years after we receive them.',
          'Client and supplier records: six years after the end of the contract, as required for tax and limitation purposes.',
          'Job applications made through this website, with their CVs and our notes on them: twelve months after we receive them. If you join us, what we need moves to your personnel file and is kept in line with our employee privacy notice.',
          'Copies of the e-mails this website sends about an enquiry or an application: 90 days.',
          'Server logs: up to 90 days, unless needed to investigate a security incident.',
        ],
        'When the retention period ends, we securely delete or anonymise the data.',
      ],
    },
    {
      title: 'Your legal rights',
      body: [
        'Under the UK GDPR and the Data Protection Act 2018 you have the right to:',
        [
          'request access to the personal data we hold about you;',
          'ask us to correct data that is inaccurate or incomplete;',
          'ask us to erase your data where there is no good reason for us to keep it;',
          'object to our processing where we rely on legitimate interests, and to direct marketing at any time;',
          'ask us to restrict processing, for example while we check the accuracy of your data;',
          'receive data you have given us in a portable format, or ask us to send it to another organisation;',
          'withdraw consent at any time, where we rely on consent.',
        ],
        'If you apply for a job through this website, the confirmation e-mail we send you has a link that withdraws your application and deletes it and your CV at once, without asking us. The link works for 30 days; after that, or if you have lost the e-mail, write to us.',
        `To exercise any of these rights, e-mail ${email}. There is usually no fee. We may ask you to confirm your identity, and we will respond within one month, or tell you within that month if we need longer because the request is complex.`,
      ],
    },
    {
      title: 'Third-party links',
      body: [
        'This website links to other websites, such as LinkedIn and WhatsApp. Clicking those links may allow third parties to collect or share data about you. We do not control these websites and are not responsible for their privacy statements; please read the privacy policy of every website you visit.',
      ],
    },
    {
      title: 'Queries and complaints',
      body: [
        `If you have a question or concern about how we use your personal data, please contact us first at ${email} and we will do our best to resolve it.`,
        'You also have the right to complain at any time to the Information Commissioner’s Office (ICO), the UK supervisory authority for data protection: Information Commissioner’s Office, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF; telephone 0303 123 1113; website ico.org.uk.',
      ],
    },
    {
      title: 'Changes to this policy',
      body: [
        'We keep this policy under regular review and will publish any changes on this page with a new “last updated” date. Where a change materially affects how we use data we already hold about you, we will tell you directly.',
        'Please let us know if your personal data changes during your relationship with us, so that the data we hold stays accurate and current.',
      ],
    },
  ] satisfies PolicySection[],
} as const;
