// Images of content bundles. An image in a bundle's front matter or Markdown is either an address
// (http(s), or a path of the site, which starts with /), kept as it is, or a file of the bundle named
// by its path from the bundle's folder (`images/launch.jpg`). Such a file is checked and re-encoded as
// every public image is and kept in the file store under a name made from its content, so importing
// the same bundle again stores nothing new; the stored image's address replaces the path. Exporting
// does the reverse for the images of the store, so an export imports again with its images.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Lexer, walkTokens, type Tokens } from 'marked';
import { isAppError } from '../errors/app-error';
import { localise } from '../errors/catalogue';
import type { FileStore } from './file-store';
import { BundleFileError } from './markdown-bundle';
import { publicImageExtension, publicImageName, publicImageUrl, readPublicImage, reencodePublicImage } from './public-images';

/** Where exported images go, and the prefix of their paths in the exported files. */
const IMAGES_FOLDER = 'images';

/** An address rather than a file: a scheme (https:, data:…), a path of the site, or a fragment. */
const ADDRESS = /^([a-z][a-z0-9+.-]+:|\/|#)/i;

/** The images of a Markdown text (code spans and blocks left out), each with its source text. */
function markdownImages(body: string): Tokens.Image[] {
  const images: Tokens.Image[] = [];
  walkTokens(Lexer.lex(body, { gfm: true }), (token) => {
    if (token.type === 'image') images.push(token as Tokens.Image);
  });
  return images;
}

/** The text with each image's address replaced by what `replace` answers for it. */
async function replaceMarkdownImages(body: string, replace: (image: Tokens.Image) => Promise<string>): Promise<string> {
  let result = body;
  for (const image of markdownImages(body)) {
    const address = await replace(image);
    if (address === image.href) continue;
    // The address follows `](`, so an alt text that reads like it stays as written.
    const at = image.raw.indexOf(image.href, image.raw.indexOf(']('));
    if (at < 0) continue;
    result = result.replaceAll(image.raw, image.raw.slice(0, at) + address + image.raw.slice(at + image.href.length));
  }
  return result;
}

/** Bundle files of one import: stored as they are met, removed again when the import fails. */
export class BundleImages {
  private readonly root: string;
  private readonly addresses = new Map<string, string>();
  private readonly stored: string[] = [];

  constructor(
    bundle: string,
    private readonly store: FileStore,
  ) {
    if (!existsSync(bundle)) throw new BundleFileError(`${bundle}: no such folder`);
    this.root = realpathSync(bundle);
  }

  /** The address of an image field (`cover`, `banner`, `image`, `photo`): a bundle file is stored first. */
  async address<T extends string | undefined>(file: string, value: T): Promise<T> {
    if (value === undefined || value === '') return value;
    if (/^file:/i.test(value) || /^[a-z]:[\\/]/i.test(value) || (value.startsWith('/') && existsSync(value) && statSync(value).isFile()))
      throw new BundleFileError(
        `${file}: image ${value} is a path of this machine; write the image's path from the bundle folder (${IMAGES_FOLDER}/…)`,
      );
    if (ADDRESS.test(value)) return value;
    return (await this.storeFile(file, value)) as T;
  }

  /** The Markdown text with the address of each bundle file among its images. */
  markdown(file: string, body: string): Promise<string> {
    return replaceMarkdownImages(body, async (image) => {
      // A reference-style image (`![text][id]`) keeps its path elsewhere in the text.
      if (!ADDRESS.test(image.href) && !image.raw.includes(image.href))
        throw new BundleFileError(`${file}: write the bundle image ${image.href} inline, as ![text](${image.href})`);
      return this.address(file, image.href);
    });
  }

  /** Removes the files this import stored (the import failed; files that were there before stay). */
  async discard(): Promise<void> {
    for (const name of this.stored.splice(0)) await this.store.remove('public-images', name);
  }

  /** The bundle file a path names; refused when it leaves the bundle folder or is missing. */
  private bundleFile(file: string, reference: string): string {
    let relative = reference;
    try {
      relative = decodeURI(reference);
    } catch {
      // Not percent-encoded: the path is taken as written.
    }
    if (relative.includes('\\') || relative.split('/').includes('..'))
      throw new BundleFileError(`${file}: image ${reference} leaves the bundle folder (no .. and no \\ in its path)`);
    const target = path.join(this.root, relative);
    if (!existsSync(target)) throw new BundleFileError(`${file}: image ${reference}: no such file in the bundle (${target})`);
    // A symbolic link may point anywhere: the file it leads to must lie inside the bundle too.
    const real = realpathSync(target);
    if (!real.startsWith(this.root + path.sep))
      throw new BundleFileError(`${file}: image ${reference} leads out of the bundle folder (${target} → ${real})`);
    if (!statSync(real).isFile()) throw new BundleFileError(`${file}: image ${reference} is not a file (${target})`);
    return real;
  }

  private async storeFile(file: string, reference: string): Promise<string> {
    const source = this.bundleFile(file, reference);
    const known = this.addresses.get(source);
    if (known) return known;
    const bytes = readFileSync(source);
    const refused = (error: unknown) =>
      isAppError(error) ? new BundleFileError(`${source}: ${localise(error.code, 'en-US', error.params)} (image of ${file})`) : error;
    let extension: string;
    try {
      extension = publicImageExtension(bytes);
    } catch (error) {
      throw refused(error);
    }
    // An image exported from this store is stored already, under the name it was exported with.
    const exported = path.basename(source);
    let name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}${extension}`;
    if ((await readPublicImage(this.store, exported))?.bytes.equals(bytes)) name = exported;
    else if (!(await readPublicImage(this.store, name))) {
      let encoded: { bytes: Buffer };
      try {
        encoded = await reencodePublicImage(bytes);
      } catch (error) {
        throw refused(error);
      }
      await this.store.saveAs('public-images', name, encoded.bytes);
      this.stored.push(name);
    }
    const address = publicImageUrl(name);
    this.addresses.set(source, address);
    return address;
  }
}

/** Images of the store written out beside an exported bundle, in its `images/` folder. */
export class ExportedImages {
  constructor(
    private readonly folder: string,
    private readonly store: FileStore,
  ) {}

  /** The path of an exported image for an image of the store; any other address stays. */
  async reference<T extends string | null>(address: T): Promise<T | string> {
    const name = address === null ? null : publicImageName(address);
    const image = name ? await readPublicImage(this.store, name) : null;
    if (!name || !image) return address;
    mkdirSync(path.join(this.folder, IMAGES_FOLDER), { recursive: true });
    writeFileSync(path.join(this.folder, IMAGES_FOLDER, name), image.bytes);
    return `${IMAGES_FOLDER}/${name}`;
  }

  /** The Markdown text with the images of the store exported and referred to by path. */
  markdown(body: string): Promise<string> {
    return replaceMarkdownImages(body, async (image) => this.reference(image.href));
  }
}
