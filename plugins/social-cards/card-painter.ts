/**
 * Paints the site's cards as PNGs. The frame every card shares is drawn once; each card draws only
 * its band (section and title, CARD_BAND's rows) and is put together from the frame's rows above
 * and below it, the rows above compressed once for all cards (png-encoder.ts). So a card costs
 * the drawing and compression of about half its pixels.
 */
import type { CardFonts } from './card-fonts.ts';
import type { CardText } from './card-texts.ts';
import { CARD_BAND, CARD_HEIGHT, CARD_WIDTH, cardTemplate, type CardFrame, type CardTemplate } from './card-svg.ts';
import { PngEncoder } from './png-encoder.ts';
import { rasterize } from './rasterize.ts';

const ROW_BYTES = CARD_WIDTH * 4;

export class CardPainter {
  private constructor(
    private readonly template: CardTemplate,
    private readonly encoder: PngEncoder,
    /** The frame's rows below the band. */
    private readonly bottomRows: Buffer,
  ) {}

  static async create(fonts: CardFonts, frame: CardFrame): Promise<CardPainter> {
    const template = cardTemplate(fonts, frame);
    const { rgba } = await rasterize(template.frameSvg);
    const bandEnd = CARD_BAND.top + CARD_BAND.height;
    const encoder = new PngEncoder(CARD_WIDTH, CARD_HEIGHT, rgba.subarray(0, CARD_BAND.top * ROW_BYTES));
    return new CardPainter(template, encoder, rgba.subarray(bandEnd * ROW_BYTES));
  }

  async paint(text: CardText): Promise<Buffer> {
    const band = await rasterize(this.template.bandSvg(text));
    return this.encoder.encode(band.rgba, this.bottomRows);
  }
}

/** A PNG of an SVG, scaled to `width` pixels wide (the logo, drawn once). */
export async function svgToPng(svg: string | Buffer, width: number): Promise<Buffer> {
  const image = await rasterize(svg, width);
  return new PngEncoder(image.width, image.height, Buffer.alloc(0)).encode(image.rgba);
}
