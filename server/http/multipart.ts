import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import Busboy from 'busboy';
import type { Context } from 'hono';
import type { Spool } from '../uploads/spool.ts';
import type { AppEnv } from './app-env.ts';
import { AppError } from './app-error.ts';
import { type BodyLimit, limitedBodyChunks } from './limited-body.ts';
import { JSON_BODY_LIMIT, mediaType } from './request-body.ts';

// Multipart bodies are parsed as they stream in (busboy): text fields are collected, and each
// file the route expects is written to the spool as it arrives, so memory stays flat however
// large or many the uploads. A file's first bytes are checked before anything is written (a
// renamed .exe never touches the disk), and its size is counted as it flows. Parts the route
// does not expect are read past and dropped.

// Enough of a file's start for every magic-number check (PDF allows its header within 1024 bytes).
const HEAD_BYTES = 4096;
// Room for the text fields, part headers and boundaries around the files of one form.
const FORM_ALLOWANCE = 512 * 1024;
const MAX_PARTS = 100;

const UNREADABLE_FORM = 'The form data could not be read';
const SEND_AS_MULTIPART = 'Send this request as multipart/form-data';
const TOO_MANY_PARTS = 'The form has too many fields or files';

export type FileRule = {
  maxBytes: number;
  tooLargeMessage: string;
  /** A check of the file's first bytes; a file that fails it is dropped unread. */
  accepts?: (head: Uint8Array) => boolean;
  wrongTypeMessage?: string;
};

/**
 * A run of file fields with numbered names (`sectionImage0`, `sectionImage1`, …) under one rule,
 * for a form that sends a list of files. A name is the prefix and an index in plain decimal (no
 * sign, no leading zero); an index of `maxFiles` or more refuses the whole form with 413
 * `tooManyMessage`, so at most `maxFiles` such files are ever spooled and the body's limit stays
 * known. A name that only looks alike (`sectionImage01`, `sectionImageX`) is a field the route
 * does not take.
 */
export type NumberedFiles = {
  prefix: string;
  maxFiles: number;
  rule: FileRule;
  tooManyMessage: string;
};

export type MultipartRules = {
  /** The message when the body as a whole passes its limit (the files' limits plus the form's). */
  tooLargeMessage: string;
  /** The file fields this route takes; any other file part is dropped. */
  files?: Record<string, FileRule>;
  /** Numbered file fields this route takes besides `files`. */
  numberedFiles?: readonly NumberedFiles[];
};

/** A file that arrived whole and passed its checks, waiting in the spool. */
export type SpooledFile = { name: string; type: string; path: string; size: number; head: Uint8Array };

/** The exact byte limit of a form with these files. */
function multipartBodyLimit(rules: MultipartRules): BodyLimit {
  const files = Object.values(rules.files ?? {}).reduce((sum, rule) => sum + rule.maxBytes, 0);
  const numbered = (rules.numberedFiles ?? []).reduce(
    (sum, run) => sum + run.maxFiles * run.rule.maxBytes,
    0,
  );
  return { maxBytes: files + numbered + FORM_ALLOWANCE, tooLargeMessage: rules.tooLargeMessage };
}

// An index is at most six digits: enough for any run, and no name costs more than a glance.
const INDEX = /^(?:0|[1-9][0-9]{0,5})$/;

/**
 * The rule for a file part named `name`: its own rule, the rule of the numbered run it belongs
 * to, `too-many` past that run's end, or undefined for a field the route does not take. Own
 * properties only, so a part named `constructor` or `__proto__` is no field of any route.
 */
export function fileRuleFor(rules: MultipartRules, name: string): FileRule | { tooMany: string } | undefined {
  if (rules.files && Object.hasOwn(rules.files, name)) return rules.files[name];
  for (const run of rules.numberedFiles ?? []) {
    if (!name.startsWith(run.prefix)) continue;
    const index = name.slice(run.prefix.length);
    if (!INDEX.test(index)) continue;
    return Number(index) < run.maxFiles ? run.rule : { tooMany: run.tooManyMessage };
  }
  return undefined;
}

/** A parsed form. Use it with `await using`, so its spooled files are removed whatever happens. */
export class MultipartBody implements AsyncDisposable {
  readonly fields: Record<string, string>;
  readonly #files: Map<string, SpooledFile>;
  readonly #problems: Map<string, AppError>;
  readonly #spool: Spool;

  constructor(
    fields: Record<string, string>,
    files: Map<string, SpooledFile>,
    problems: Map<string, AppError>,
    spool: Spool,
  ) {
    this.fields = fields;
    this.#files = files;
    this.#problems = problems;
    this.#spool = spool;
  }

  /** True when a non-empty file was sent for `field` (even one that failed its checks). */
  has(field: string): boolean {
    return this.#files.has(field) || this.#problems.has(field);
  }

  /** The file sent for `field`, undefined when none; throws 413 or 415 when it failed its checks. */
  file(field: string): SpooledFile | undefined {
    const problem = this.#problems.get(field);
    if (problem) throw problem;
    return this.#files.get(field);
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await Promise.all([...this.#files.values()].map((file) => this.#spool.remove(file.path)));
  }
}

function ignoreError(): void {}

type SpoolOutcome = { file: SpooledFile } | { problem: 'too-large' | 'wrong-type' } | { file: undefined };

async function writeChunk(out: WriteStream, chunk: Uint8Array): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** Streams one file part into the spool, checking its head first and its size throughout. */
async function spoolFile(
  stream: Readable,
  rule: FileRule,
  info: { filename?: string | undefined; mimeType: string },
  spool: Spool,
): Promise<SpoolOutcome> {
  const headChunks: Buffer[] = [];
  let head: Buffer | undefined;
  let size = 0;
  let problem: 'too-large' | 'wrong-type' | undefined;
  let out: WriteStream | undefined;
  let filePath: string | undefined;

  const open = async (bytes: Buffer): Promise<void> => {
    head = bytes.subarray(0, HEAD_BYTES);
    if (rule.accepts && !rule.accepts(head)) {
      problem = 'wrong-type';
      return;
    }
    filePath = spool.newPath();
    out = createWriteStream(filePath, { flags: 'wx' });
    await writeChunk(out, bytes);
  };

  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.byteLength;
      // Too large wins over the wrong type, as the body's limit would have said first.
      if (size > rule.maxBytes) {
        problem = 'too-large';
        out?.destroy();
      }
      // After a problem the rest of the part is read past (counted, never kept), so the form
      // after it still parses.
      if (problem) continue;
      if (out) {
        await writeChunk(out, chunk);
      } else {
        headChunks.push(chunk);
        if (size >= HEAD_BYTES) await open(Buffer.concat(headChunks));
      }
    }
    if (!problem && !out && size > 0) await open(Buffer.concat(headChunks));
    if (problem) {
      if (filePath) await spool.remove(filePath);
      return { problem };
    }
    if (!out || !filePath || !head) return { file: undefined }; // an empty part: no file chosen
    out.end();
    await finished(out);
    return { file: { name: info.filename ?? '', type: info.mimeType, path: filePath, size, head } };
  } catch (error) {
    out?.destroy();
    if (filePath) await spool.remove(filePath);
    throw error;
  }
}

function problemError(field: string, rule: FileRule, problem: 'too-large' | 'wrong-type'): AppError {
  const message =
    problem === 'too-large'
      ? rule.tooLargeMessage
      : (rule.wrongTypeMessage ?? 'This type of file is not accepted');
  return new AppError(problem === 'too-large' ? 'TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE', message, {
    errors: { [field]: message },
  });
}

/**
 * Reads a multipart/form-data body by `rules`: 415 for any other type, 413 past the body's or a
 * field's limit, 400 for a broken form. File problems (too large, wrong type) are kept for
 * `MultipartBody.file()`, so a route reports them in its own order after the text fields.
 */
export async function readMultipart(c: Context<AppEnv>, rules: MultipartRules): Promise<MultipartBody> {
  if (mediaType(c) !== 'multipart/form-data') throw new AppError('UNSUPPORTED_MEDIA_TYPE', SEND_AS_MULTIPART);
  const limit = multipartBodyLimit(rules);
  const { spool } = c.var.services;
  let parser: Busboy.Busboy;
  try {
    parser = Busboy({
      headers: { 'content-type': c.req.header('content-type') },
      defParamCharset: 'utf8',
      // The name is kept whole for the download's file name, which is cleaned where it is made.
      preservePath: true,
      limits: {
        fieldSize: JSON_BODY_LIMIT.maxBytes,
        fields: MAX_PARTS,
        files: MAX_PARTS,
        parts: MAX_PARTS,
        headerPairs: 20,
      },
    });
  } catch {
    throw new AppError('VALIDATION', UNREADABLE_FORM);
  }

  const fields: Record<string, string> = Object.create(null);
  const files = new Map<string, SpooledFile>();
  const problems = new Map<string, AppError>();
  const spooling: Promise<void>[] = [];
  const fileStreams = new Set<Readable>();
  const claimed = new Set<string>();
  let failure: AppError | undefined;

  parser.on('field', (name, value, info) => {
    if (info.nameTruncated || info.valueTruncated)
      failure ??= new AppError('TOO_LARGE', limit.tooLargeMessage);
    else fields[name] = value;
  });
  for (const event of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) {
    parser.on(event, () => {
      failure ??= new AppError('TOO_LARGE', TOO_MANY_PARTS);
    });
  }
  parser.on('file', (name, stream, info) => {
    // Every file stream errors when the form breaks off (no closing boundary, a client gone):
    // an emitter without an 'error' listener would throw that out of the process. The parser's
    // own 'error' below reports the broken form; a spooling part sees it through its iterator.
    stream.on('error', ignoreError);
    const rule = fileRuleFor(rules, name);
    if (rule && 'tooMany' in rule) {
      failure ??= new AppError('TOO_LARGE', rule.tooMany);
      stream.resume();
      return;
    }
    // One file per field: a second one, or a field the route does not take, is read past.
    if (!rule || claimed.has(name)) {
      stream.resume();
      return;
    }
    claimed.add(name);
    fileStreams.add(stream);
    const spooled = spoolFile(stream, rule, info, spool).then((outcome) => {
      if ('problem' in outcome) problems.set(name, problemError(name, rule, outcome.problem));
      else if (outcome.file) files.set(name, outcome.file);
    });
    // Awaited below; until then a part that fails early must not count as an unhandled rejection.
    spooled.catch(ignoreError);
    spooling.push(spooled);
  });
  const parsed = new Promise<void>((resolve, reject) => {
    parser.once('close', resolve);
    // `on`, not `once`: a parser that is destroyed after a first error may report another.
    parser.on('error', reject);
  });
  // Observed below; this only keeps an early parser error from being reported as unhandled.
  parsed.catch(() => undefined);

  const discard = async () => {
    for (const stream of fileStreams) stream.destroy();
    await Promise.allSettled(spooling);
    await Promise.all([...files.values()].map((file) => spool.remove(file.path)));
  };

  try {
    for await (const chunk of limitedBodyChunks(c, limit)) {
      if (!parser.write(chunk)) await Promise.race([once(parser, 'drain'), parsed]);
    }
    parser.end();
    await parsed;
    await Promise.all(spooling);
  } catch (error) {
    parser.destroy();
    await discard();
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION', UNREADABLE_FORM);
  }
  if (failure) {
    await discard();
    throw failure;
  }
  // Decision 030: what was received whole, for GET /metrics.
  for (const file of files.values()) c.var.services.metrics.countUpload(file.size);
  return new MultipartBody(fields, files, problems, spool);
}
