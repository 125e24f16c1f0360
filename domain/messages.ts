// Every user-facing text of the specs' error catalogues, empty states and success texts
// (public-site.md §2, §5, §8; admin.md §2, §5, §8), grouped by screen. The schemas take their
// validation messages from here, so each text is written once. Texts marked "ours" are not in
// the spec: rules it states without a message, or checks a real server needs.

export const MESSAGES = {
  // public-site.md §8, admin.md §7: a non-OK answer without a message field.
  api: {
    error: (status: number) => `API error: ${status}`,
    // ours: a request body that is not a JSON object.
    invalidBody: 'Invalid request body',
    // ours: text holding a NUL character, which no form can type and PostgreSQL cannot store.
    nulCharacter: 'Text may not contain NUL characters',
    // ours (decision 022): a field this request does not take, refused rather than ignored, so a
    // misspelt or unsupported change never answers 200 having changed nothing.
    unknownField: (name: string) => `Unknown field "${name}": this request does not take it`,
    // ours: a query-string value longer than any filter, search or address needs.
    queryTooLong: (name: string, max: number) => `${name} must be ${max} characters or fewer`,
    // ours: an image whose header reads but whose picture does not (cut off or corrupted).
    imageDamaged:
      'This image could not be read in full. The file may be damaged or only partly saved; please choose another.',
  },

  // ours: shared by several admin forms for a flag that is neither true nor false.
  form: {
    flagInvalid: 'Must be true or false',
  },

  // public-site.md §5 contact table and §8.
  contact: {
    firstNameRequired: 'First Name is required',
    lastNameRequired: 'Last Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address',
    phoneRequired: 'Phone number is required',
    phoneDigits: 'Phone number must be 10 digits',
    messageRequired: 'Message is required',
    sending: 'Sending...',
    success: 'Thank you for your message. We will get back to you soon!',
    failure: 'Sorry, there was an error sending your message. Please try again later.',
  },

  // ours: the dashboard's handling of the contact form's enquiries (GET, PATCH, DELETE /contact).
  enquiries: {
    notFound: 'Enquiry not found',
    deleted: 'Enquiry deleted',
    searchTooLong: 'Search text must be at most 200 characters',
  },

  // Ours: the dashboard's Outbox (domain/outbox.ts).
  outbox: {
    notFound: 'E-mail not found',
    notRetryable: 'Only a failed or cancelled e-mail can be sent again',
    notCancellable: 'Only a queued e-mail can be cancelled; this one is being sent or has been sent',
  },

  // public-site.md §2 Application wizard, §5 application table and §8.
  application: {
    firstNameRequired: 'First name is required',
    firstNameTooShort: 'First name must be at least 2 characters',
    firstNameTooLong: 'First name must be less than 50 characters',
    lastNameRequired: 'Last name is required',
    lastNameTooShort: 'Last name must be at least 2 characters',
    lastNameTooLong: 'Last name must be less than 50 characters',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'Please enter a valid phone number',
    countryRequired: 'Please select a country',
    positionRequired: 'Please select a position',
    linkedinInvalid:
      'Please enter a valid LinkedIn URL (e.g., linkedin.com/in/username or linkedin.com/company/companyname)',
    cvRequired: 'CV PDF is required',
    cvNotPdf: 'Only PDF files are allowed',
    cvTooLarge: 'File size should not exceed 10MB',
    cvHint: 'Max file size: 10MB. Only PDF files are accepted.',
    // ours (decision 022): a file that starts like a PDF but does not read as one, or that
    // carries what a PDF reader would run or cannot be checked.
    cvDamaged:
      'This PDF could not be read. The file may be damaged or only partly saved; please choose another.',
    cvActiveContent:
      'PDF files with scripts or actions that open other programs are not allowed. Please save it again as a plain PDF (for example with Print to PDF).',
    cvEncrypted: 'Password-protected PDFs are not allowed. Please upload a copy without a password.',
    positionsLoading: 'Loading positions...',
    positionsLoadFailed: 'Failed to load positions for this country',
    submitWithErrors: 'Please correct the errors before submitting the form.',
    submitting: 'Submitting...',
    submitFailed: 'Sorry, there was an error submitting your application. Please try again later.',
    success: 'Thank you for your application. We will review it and get back to you soon!',
    successTitle: 'Application Submitted Successfully!',
  },

  // public-site.md §2 Careers and §8; the home-page block has its own failure text.
  careers: {
    loadFailed: 'Something went wrong. Please try again later.',
    homeLoadFailed: 'Failed to load job listings. Please try again later.',
    noOpenings: (country: string) => `No current openings in ${country}.`,
    sendCvPrompt: "Didn't find what you were looking for? Send us your CV",
  },

  // public-site.md §2 Case studies list and §8.
  caseStudies: {
    loadFailed: 'Failed to load case studies',
    empty: 'No case studies found.',
  },

  // public-site.md §2 Gallery and §8.
  gallery: {
    categoriesLoadFailed: 'Failed to load gallery categories',
    imagesLoadFailed: 'Failed to load gallery images',
    emptyCategory: 'No images found in this category',
    empty: 'No images found',
  },

  // public-site.md §2 Products and §8.
  products: {
    loadFailed: 'Failed to load products',
    empty: 'No products found',
    notFound: 'Product Not Found',
  },

  // admin.md §2 Login, §5 and §8.
  login: {
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    failed: 'Failed to login',
  },

  // Decision 027: single sign-on refusals (domain/single-sign-on.ts) and the login page's words.
  singleSignOn: {
    domain: (who: string) =>
      `Your work account${who} is not from an organisation allowed to sign in here. Use the account your administrator set up for this site.`,
    unknown: (who: string) =>
      `Your work account${who} is not a staff account on this site. Ask an administrator to add you.`,
    disabled: (who: string) =>
      `Your staff account${who} has been disabled. Ask an administrator if you need access again.`,
    unverified:
      'Your work account did not give a verified e-mail address, so it cannot be matched to a staff account. Ask your IT team.',
    provider: 'Single sign-on is not working just now. Try again in a few minutes, or ask an administrator.',
    expired: 'That sign-in took too long or was already used. Please sign in again.',
    signingIn: 'Signing you in…',
    button: (providerName: string) => `Sign in with ${providerName}`,
    breakGlassOnly: 'Password sign-in is for the break-glass administrator only.',
  },

  // ours: staff accounts and passwords (domain/staff.ts).
  staff: {
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be 100 characters or fewer',
    roleInvalid: 'Choose a role: Administrator, HR or Editor',
    passwordTooShort: 'The password must be at least 12 characters',
    passwordTooLong: 'The password must be 200 characters or fewer',
    currentPasswordRequired: 'Current password is required',
    currentPasswordWrong: 'The current password is not right',
    newPasswordSame: 'Choose a new password that differs from the current one',
    emailTaken: 'A staff account with this e-mail already exists',
    disabled: 'This account is disabled. Ask an administrator to enable it.',
    lastAdmin: 'There must always be at least one active administrator',
    notFound: 'Staff account not found',
    notYourself: 'You cannot disable, demote or remove your own account',
    passwordChanged: 'Password changed',
    confirmPasswordRequired: 'Type the new password again',
    passwordsDiffer: 'The two new passwords are not the same',
  },

  // ours (decision 027): passkeys on the account page and the sign-in page.
  passkeys: {
    nameRequired: 'Give the passkey a name',
    ceremonyMissing: 'The passkey answer from the browser is missing',
    fetchFailed: 'Failed to fetch your passkeys',
    saveFailed: 'Failed to save the passkey',
    deleteFailed: 'Failed to remove the passkey',
    notFound: 'Passkey not found',
    // One answer for every passkey that does not sign in (unknown, forged, expired, disabled).
    signInFailed: 'That passkey could not sign you in. Try again, or sign in with your password.',
    registrationFailed: 'The passkey could not be added. Please try again.',
    alreadyRegistered: 'This passkey is already registered to your account.',
    singleSignOnOnly: 'Sign in with single sign-on: passkey sign-in is turned off for this account.',
    lastRequiredFactor:
      'Your role must use two-factor sign-in, and this is your only second factor. Add another passkey or an authenticator app before removing it.',
    // What the browser said, in words (the WebAuthn error names).
    cancelled: 'The passkey request was cancelled or timed out.',
    notSupported: 'This browser cannot use passkeys.',
    browserRefused: 'The browser could not use a passkey here.',
    added: (name: string) => `Passkey “${name}” added. You can now sign in with it.`,
    removed: (name: string) => `Passkey “${name}” removed.`,
    renamed: 'Passkey renamed.',
    empty: 'No passkeys yet.',
  },

  // ours, decision 027: second factors (authenticator codes, recovery codes) and the sign-in policy.
  twoFactor: {
    mustSetUp: 'Set up two-factor sign-in to continue.',
    mfaRequired: 'Your password was right. Confirm it is you with your second factor.',
    codeRequired: 'Enter the code from your authenticator app',
    recoveryCodeRequired: 'Enter one of your recovery codes',
    codeTooLong: 'A code is at most 40 characters',
    codeWrong:
      'That code is not right. Check your authenticator app and try again. After 5 failed attempts, sign-in is paused for 10 minutes.',
    setupCodeWrong: 'That code is not right. Type the code your authenticator app shows now.',
    noSetupPending: 'Start the set-up again: no authenticator is waiting to be confirmed.',
    alreadyOn: 'An authenticator is already set up. Turn it off before you set up another.',
    notOn: 'No authenticator is set up.',
    passwordRequired: 'Type your password to confirm',
    passwordWrong: 'The password is not right',
    stillRequired:
      'Your role must use two-factor sign-in: add a passkey before you turn off your authenticator.',
    noSecondFactor: 'Set up an authenticator or a passkey first: recovery codes back up a second factor.',
    singleSignOnOnly: 'Password sign-in is turned off for this site. Sign in with single sign-on instead.',
    resetDone:
      'Two-factor sign-in reset. Their sessions have ended and they set it up again at their next sign-in.',
    turnedOff: 'Authenticator removed',
    policySaved: 'Sign-in policy saved',
    breakGlassNeedsSingleSignOn:
      'Password sign-in can be limited to a break-glass account only while single sign-on is configured.',
    breakGlassRequired: 'Choose the break-glass administrator who may still sign in with a password',
    breakGlassNotAdmin: 'The break-glass account must be an active administrator',
    resetNotYourself: 'Change your own second factor on your account page.',
  },

  // Decision 027: signed-in devices ("Your Account", the Staff screen) and forgotten passwords.
  signInRecovery: {
    sessionNotFound: 'That sign-in has already ended',
    signedOutDevice: 'Signed out of that device',
    signedOutOthers: (count: number) =>
      count === 0
        ? 'No other devices were signed in'
        : `Signed out of ${count} other ${count === 1 ? 'device' : 'devices'}`,
    signedOutColleague: (count: number) =>
      `Ended ${count} ${count === 1 ? 'session' : 'sessions'} of this account`,
    ownSessionsElsewhere: 'Your own devices are signed out on Your Account',
    resetLinkSent:
      'If a staff account uses that address, we have sent it a link to choose a new password. The link works for 30 minutes.',
    resetTokenRequired: 'The link is incomplete. Open it again from the e-mail.',
    resetLinkExpired: 'This link has expired.',
    resetLinkInvalid: 'This link is not valid or has already been used.',
    passwordReset: 'Your new password is set. Sign in with it now.',
  },

  // admin.md §2 Dashboard shell and home, §8.
  session: {
    authRequired: 'Authentication required',
    // ours: a signed-in user calling what their role does not allow (domain/staff.ts).
    forbidden: 'Your role does not allow this. Ask an administrator if you need it.',
    // ours: an account with an initial password, before it is changed.
    mustChangePassword: 'Change your initial password before you go on.',
    sidebarFallbackName: 'User',
    welcome: (name: string | null | undefined) => `Welcome, ${name?.trim() || 'Admin'}`,
  },

  // admin.md §2 Job listings, §5 job form.
  jobs: {
    titleRequired: 'Job title is required',
    titleTooLong: 'Job title must be less than 100 characters',
    qualificationsRequired: 'Qualifications are required',
    qualificationsTooShort: 'Please provide more detailed qualifications',
    experienceRequired: 'Experience is required',
    placeRequired: 'Location is required',
    countryRequired: 'Country is required',
    responsibilitiesRequired: 'Responsibilities are required',
    responsibilitiesTooShort: 'Please provide more detailed responsibilities',
    pdfNotPdf: 'Only PDF files are allowed!',
    pdfTooLarge: 'File size should not exceed 10MB!',
    // ours (decision 022): as for CVs (application.cvDamaged and the rest).
    pdfDamaged:
      'This PDF could not be read. The file may be damaged or only partly saved; please choose another.',
    pdfActiveContent:
      'PDF files with scripts or actions that open other programs are not allowed. Please save it again as a plain PDF (for example with Print to PDF).',
    pdfEncrypted: 'Password-protected PDFs are not allowed. Please upload a copy without a password.',
    empty: 'No job listings found matching your criteria',
    confirmDelete: 'Are you sure you want to delete this job listing?',
    // ours: a job id that names no job.
    notFound: 'Job not found',
    // ours: the optional closing date ('YYYY-MM-DD'), after which the job leaves the public site.
    closingDateInvalid: 'Closing date must be a valid date',
  },

  // admin.md §2 Application management, §4 statuses, §8.
  applications: {
    fetchFailed: 'Failed to fetch applications',
    statusUpdateFailed: 'Failed to update status',
    deleteFailedWithMessage: (message: string) => `Delete failed: ${message}`,
    deleteFailedWithStatus: (status: number) => `Delete failed with status ${status}`,
    deleteFailed: 'Failed to delete application',
    empty: 'No applications found matching your filters',
    // ours: the dialog "says the action cannot be undone" without giving the words.
    confirmDelete: 'Are you sure you want to delete this application? This action cannot be undone.',
    // ours: PATCH /applications/{id}/status with a status outside the lifecycle.
    statusInvalid: 'Status must be one of pending, reviewed, interviewed, rejected, hired',
    // ours: a cvUrl that names no CV this server stored (DESIGN.md deviations).
    cvUrlUnknown: 'The CV file was not found. Please upload it again.',
    notFound: 'Application not found',
    // ours: the search box of the applications screen (name or e-mail), and its bound.
    searchTooLong: 'Search must be 200 characters or fewer',
    // ours: internal notes that hiring staff keep on an application.
    noteRequired: 'Note text is required',
    noteTooLong: 'Note must be 5000 characters or fewer',
    noteNotFound: 'Note not found',
    noteDeleted: 'Note deleted',
  },

  // ours (decision 017): the applicant's withdrawal link from the confirmation e-mail. The answers
  // say nothing about the application itself: whoever holds a link learns only its outcome.
  withdrawal: {
    withdrawn: 'Your application has been withdrawn',
    linkInvalid:
      'This link is not valid. Please open the link from your confirmation e-mail exactly as it was sent.',
    linkExpired: 'This withdrawal link has expired. To withdraw your application, please e-mail our HR team.',
    gone: 'This application has already been withdrawn or removed',
    failed: 'Sorry, your application could not be withdrawn just now. Please try again later.',
    sending: 'Withdrawing...',
  },

  // admin.md §2 Gallery management, §5 gallery image and category forms, §8.
  galleryAdmin: {
    fetchImagesFailed: 'Failed to fetch images',
    uploadFailed: 'Failed to upload image',
    fetchCategoriesFailed: 'Failed to fetch categories',
    createDefaultsFailed: 'Failed to create default categories',
    saveCategoryFailed: 'Failed to save category',
    deleteCategoryFailed: 'Failed to delete category',
    noCategories: 'No categories found. Add your first category above.',
    confirmDeleteImage: 'Are you sure you want to delete this image?',
    confirmDeleteCategory:
      'Are you sure you want to delete this category? This will not delete the images in this category.',
    titleRequired: 'Title is required',
    categoryRequired: 'Category is required',
    categoryNameRequired: 'Name is required',
    displayOrderMin: 'Display order must be 0 or more',
    // ours: rules the spec states without a message.
    imageRequired: 'Image is required',
    imageNotImage: 'Only image files are allowed',
    imageDateInvalid: 'Please enter a valid date (YYYY-MM-DD)',
    altTooLong: 'Alt text must be 250 characters or fewer',
    deleteImageFailed: 'Failed to delete image',
    categoryIdInvalid: 'ID may contain only letters, numbers and hyphens',
    categoryIdTaken: 'A category with this ID already exists',
    imageNotFound: 'Image not found',
    categoryNotFound: 'Category not found',
  },

  // admin.md §2 Case Study Management, §5 and §8.
  caseStudyAdmin: {
    fetchFailed: 'Failed to fetch case studies',
    saveFailed: 'Failed to save case study',
    deleteFailed: 'Failed to delete case study',
    empty: 'No case studies found. Add your first case study to get started.',
    noSections: 'No sections added yet. Add a section to get started.',
    confirmDelete: 'Are you sure you want to delete this case study?',
    nameRequired: 'Name is required',
    descriptionRequired: 'Description is required',
    contentRequired: 'Content is required',
    // ours: rules the spec states without a message.
    cardImageRequired: 'Card image is required',
    imageNotImage: 'Only image files are allowed',
    linkInvalid: 'URL slug must contain letters or numbers',
    linkTaken: 'A case study with this URL slug already exists',
    sectionsInvalid: 'Sections are not valid',
    notFound: 'Case study not found',
    // ours: image-gallery sections (admin.md §3 Section images), uploaded with the form.
    sectionImageNotSent: (field: string) => `The section image file ${field} was not sent`,
    sectionImageUsedTwice: (field: string) => `The section image file ${field} is used more than once`,
    sectionImageForeign:
      'A section image must be uploaded with the form, come from the media library or already belong to this case study',
    tooManySectionImages: (max: number) => `At most ${max} section images can be uploaded at once`,
  },

  // admin.md §2 Product Management, §5 and §8.
  productAdmin: {
    fetchFailed: 'Failed to fetch products',
    saveFailed: 'Failed to save product',
    deleteFailed: 'Failed to delete product',
    empty: 'No products found.',
    // ours: the spec asks for "a hint to choose another category or add a product".
    emptyHint: 'Try another category or add a new product.',
    noImage: 'No image',
    uncategorized: 'Uncategorized',
    confirmDelete: 'Are you sure you want to delete this product?',
    titleRequired: 'Title is required',
    categoryRequired: 'Category is required',
    descriptionRequired: 'Description is required',
    // ours: rules the spec states without a message.
    thumbnailRequired: 'Product image is required',
    imageNotImage: 'Only image files are allowed',
    idInvalid: 'Product ID may contain only letters, numbers, hyphens and underscores',
    idTaken: 'A product with this ID already exists',
    listInvalid: 'Must be a list of text items',
    specificationsInvalid: 'Specifications must be name and value pairs',
    externalLinkInvalid: 'External link must be a full web address starting with http:// or https://',
  },
} as const;
