import type { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { writeChunk } from './types.ts';

interface Entry {
  name: Buffer;
  offset: number;
  crc: number;
  compressed: number;
  size: number;
}

/**
 * A streaming ZIP (deflate, data descriptors, UTF-8 names; no ZIP64, so parts stay under 4 GB): each part is
 * compressed as it is written, so memory stays bounded whatever the size.
 */
export class ZipStream {
  private offset = 0;
  private readonly entries: Entry[] = [];
  private readonly stamp = dosDateTime(new Date());

  constructor(private readonly out: Writable) {}

  private async emit(chunk: Buffer) {
    this.offset += chunk.length;
    await writeChunk(this.out, chunk);
  }

  /** Streams one part: `produce` calls `write` as often as it likes. */
  async part(name: string, produce: (write: (text: string) => Promise<void>) => Promise<void>): Promise<void> {
    const entry: Entry = { name: Buffer.from(name, 'utf8'), offset: this.offset, crc: 0, compressed: 0, size: 0 };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    this.common(header, 4, entry, true);
    await this.emit(Buffer.concat([header, entry.name]));
    const deflate = zlib.createDeflateRaw({ level: 3 });
    const pump = (async () => {
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        entry.compressed += chunk.length;
        await this.emit(chunk);
      }
    })();
    const write = async (text: string) => {
      const data = Buffer.from(text, 'utf8');
      entry.crc = zlib.crc32(data, entry.crc);
      entry.size += data.length;
      if (!deflate.write(data)) await new Promise((resolve) => deflate.once('drain', resolve));
    };
    await produce(write);
    deflate.end();
    await pump;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    await this.emit(descriptor);
    this.entries.push(entry);
  }

  async file(name: string, text: string): Promise<void> {
    await this.part(name, (write) => write(text));
  }

  /** Writes the central directory; the caller ends the stream. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4);
      this.common(header, 6, entry, false);
      header.writeUInt32LE(entry.offset, 42);
      await this.emit(Buffer.concat([header, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.emit(end);
  }

  /** Fields shared by the local and central headers, from "version needed" to the name length. */
  private common(buffer: Buffer, at: number, entry: Entry, local: boolean) {
    buffer.writeUInt16LE(20, at);
    buffer.writeUInt16LE(0x0808, at + 2); // data descriptor + UTF-8 names
    buffer.writeUInt16LE(8, at + 4); // deflate
    buffer.writeUInt16LE(this.stamp.time, at + 6);
    buffer.writeUInt16LE(this.stamp.date, at + 8);
    buffer.writeUInt32LE(local ? 0 : entry.crc >>> 0, at + 10);
    buffer.writeUInt32LE(local ? 0 : entry.compressed, at + 14);
    buffer.writeUInt32LE(local ? 0 : entry.size, at + 18);
    buffer.writeUInt16LE(entry.name.length, at + 22);
  }
}

function dosDateTime(d: Date) {
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((d.getFullYear() - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}
