import { type SectionImageInput, sectionImageField } from '../../../../domain/case-study.ts';
import type { SectionType } from '../../../../domain/constants.ts';
import { type DraftSection, listItemsOf } from './section-drafts.ts';

// The multipart body of POST and PUT /case-studies (admin.md §7: name, description, content,
// link, optional cardImage and headerImage, sections as JSON text). A new picture of an
// image-gallery section travels as the file field sectionImage<n>, which its entry in the
// sections JSON names by `upload`; a picture already stored keeps its `url`.

export type CaseStudyText = { name: string; description: string; content: string; link: string };

type SectionJson = {
  id: string;
  title: string;
  type: SectionType;
  content: string;
  listItems: string[];
  images: SectionImageInput[];
  order: number;
};

/** The sections as the API takes them, and the files their `upload` entries name. */
export function sectionsPayload(sections: readonly DraftSection[]): {
  sections: SectionJson[];
  files: { field: string; file: File }[];
} {
  const files: { field: string; file: File }[] = [];
  const json = sections.map((section) => {
    const images: SectionImageInput[] = [];
    if (section.type === 'image-gallery') {
      for (const image of section.images) {
        const caption = image.caption.trim() ? { caption: image.caption.trim() } : {};
        if (image.kind === 'stored') {
          images.push({ url: image.url, ...caption });
        } else {
          const field = sectionImageField(files.length);
          files.push({ field, file: image.file });
          images.push({ upload: field, ...caption });
        }
      }
    }
    return {
      id: section.id,
      title: section.title.trim(),
      type: section.type,
      // Each type sends only its own part.
      content: section.type === 'text' ? section.content : '',
      listItems: section.type === 'list' ? listItemsOf(section) : [],
      images,
      order: section.order,
    };
  });
  return { sections: json, files };
}

export function caseStudyFormData({
  text,
  cardImage,
  headerImage,
  sections,
  hadSections,
}: {
  text: CaseStudyText;
  /**
   * A newly chosen card image, or the URL of a media library picture (decision 025); none keeps
   * the current one on edit (admin.md §5).
   */
  cardImage?: File | string | undefined;
  headerImage?: File | string | undefined;
  sections: readonly DraftSection[];
  /** The case study being edited had sections when it was opened. */
  hadSections: boolean;
}): FormData {
  const body = new FormData();
  body.append('name', text.name);
  body.append('description', text.description);
  body.append('content', text.content);
  // Blank asks the server for the slug made from the title (admin.md §5).
  body.append('link', text.link.trim());
  for (const [field, image] of [
    ['cardImage', cardImage],
    ['headerImage', headerImage],
  ] as const) {
    if (typeof image === 'string') body.append(field, image);
    else if (image) body.append(field, image, image.name);
  }
  // admin.md §5: "Sections are sent only if at least one exists". The server keeps the stored
  // sections when the field is missing, so an edit that removed the last one sends "[]".
  if (sections.length > 0 || hadSections) {
    const payload = sectionsPayload(sections);
    body.append('sections', JSON.stringify(payload.sections));
    for (const { field, file } of payload.files) body.append(field, file, file.name);
  }
  return body;
}
