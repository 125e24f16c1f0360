/** Section width and gutters, 320 px phones to wide screens; shared by every public page. */
export const CONTAINER = 'mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8';
