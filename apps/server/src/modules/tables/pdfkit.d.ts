// The part of PDFKit (decision 073) this module draws with. PDFKit ships no types; this is
// what its documentation promises for these calls, kept to what we use.
declare module 'pdfkit' {
  interface TextOptions {
    width?: number;
    height?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    lineGap?: number;
    ellipsis?: boolean | string;
    lineBreak?: boolean;
    continued?: boolean;
  }
  interface ImageOptions {
    width?: number;
    height?: number;
    fit?: [number, number];
    align?: 'left' | 'center' | 'right';
    valign?: 'top' | 'center' | 'bottom';
  }
  interface Margins {
    top: number;
    bottom: number;
    left: number;
    right: number;
  }
  interface DocumentOptions {
    size?: string | [number, number];
    margin?: number;
    compress?: boolean;
    autoFirstPage?: boolean;
    info?: { Title?: string; Author?: string; Subject?: string };
  }

  /** An image read once, drawn as often as needed (one copy in the file). */
  interface PDFImage {
    width: number;
    height: number;
  }

  class PDFDocument {
    constructor(options?: DocumentOptions);
    readonly page: { width: number; height: number; margins: Margins };
    x: number;
    y: number;
    on(event: 'data', listener: (chunk: Buffer) => void): this;
    on(event: 'end', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    addPage(options?: DocumentOptions): this;
    font(name: string): this;
    fontSize(size: number): this;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    heightOfString(text: string, options?: TextOptions): number;
    widthOfString(text: string, options?: TextOptions): number;
    openImage(src: Buffer): PDFImage;
    image(src: Buffer | PDFImage, x: number, y: number, options?: ImageOptions): this;
    rect(x: number, y: number, width: number, height: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    dash(length: number, options?: { space: number }): this;
    undash(): this;
    stroke(): this;
    fill(color?: string): this;
    end(): void;
  }
  export default PDFDocument;
}
