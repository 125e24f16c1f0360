/**
 * The URL prefixes of files served from disk (built assets, generated media and PDFs, uploads):
 * never rendered, kept by the render cache or compressed on the way out, since they carry their
 * own caching and encoding.
 */
export const FILE_PATH = /^\/(?:assets|media|documents|uploads)\//;
