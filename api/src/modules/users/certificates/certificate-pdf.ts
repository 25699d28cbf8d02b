// The certificate as a one-page PDF (A4 landscape), in Chinese and English alike, so one file
// serves wherever it is shown. The verification code is also in the document's keywords and in a
// link to the public page that checks it.
import type { Standing } from '@dcic/shared/contract';
import PDFDocument from 'pdfkit';
import { websites } from '../session/service';
import { cjkFont } from './cjk-font';

export interface CertificateContent {
  code: string;
  holderName: string;
  competitionName: { 'zh-CN': string; 'en-US': string };
  teamName: string;
  standing: Standing | null;
  competitionEnd: Date;
  issuedAt: Date;
  /** Address of the public page that checks the code. */
  verifyUrl: string;
}

const INK = '#1f2d3d';
const ACCENT = '#1f4e8c';
const MUTED = '#5b6b7f';

const day = (date: Date) => date.toISOString().slice(0, 10);
/** Scores as the leaderboard's metric gives them, without a long binary tail. */
const scoreText = (score: number) => String(Number(score.toFixed(6)));

const boardZh = { A: 'A榜', B: 'B榜', review: '专家评审' } as const;
const boardEn = { A: 'list A', B: 'list B', review: 'the expert review' } as const;

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function chineseText(c: CertificateContent): string {
  const joined = `兹证明 ${c.holderName} 作为“${c.teamName}”队成员参加了${c.competitionName['zh-CN']}`;
  const s = c.standing;
  return s
    ? `${joined}，在${boardZh[s.board]}中获得第 ${s.rank} 名（共 ${s.teamCount} 支队伍），成绩 ${scoreText(s.score)}。`
    : `${joined}。`;
}

function englishText(c: CertificateContent): string {
  const joined = `This certifies that ${c.holderName} took part in ${c.competitionName['en-US']} as a member of the team “${c.teamName}”`;
  const s = c.standing;
  return s
    ? `${joined}, finishing ${ordinal(s.rank)} of ${s.teamCount} teams on ${boardEn[s.board]} with a score of ${scoreText(s.score)}.`
    : `${joined}.`;
}

export async function renderCertificate(content: CertificateContent): Promise<Buffer> {
  const font = await cjkFont();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 72,
    info: {
      Title: `参赛证明 Certificate of Participation ${content.code}`,
      Author: websites['en-US'].title,
      Subject: content.competitionName['en-US'],
      Keywords: content.code,
      CreationDate: content.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont('cjk', font);
  const { width, height } = doc.page;
  const inner = width - 2 * 72;
  doc
    .lineWidth(3)
    .strokeColor(ACCENT)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(0.8)
    .rect(32, 32, width - 64, height - 64)
    .stroke();

  doc.font('cjk').fillColor(ACCENT).fontSize(34).text('参赛证明', 72, 70, { width: inner, align: 'center' });
  doc.fontSize(15).fillColor(MUTED).text('Certificate of Participation', { width: inner, align: 'center' });

  doc.moveDown(1.6).fillColor(INK).fontSize(16).text(chineseText(content), { width: inner, align: 'center', lineGap: 6 });
  doc.moveDown(0.8).fontSize(13).fillColor(INK).text(englishText(content), { width: inner, align: 'center', lineGap: 4 });

  doc.moveDown(1.4).fontSize(11).fillColor(MUTED);
  doc.text(`赛题结束日期 Competition ended: ${day(content.competitionEnd)}    颁发日期 Issued: ${day(content.issuedAt)}`, {
    width: inner,
    align: 'center',
  });
  doc.text(`${websites['zh-CN'].title}  ·  ${websites['en-US'].title}`, { width: inner, align: 'center' });

  const footer = height - 150;
  doc.font('cjk').fontSize(11).fillColor(MUTED).text('验证码 Verification code', 72, footer, { width: inner, align: 'center' });
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(content.code, { width: inner, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(ACCENT)
    .text(content.verifyUrl, { width: inner, align: 'center', link: content.verifyUrl, underline: true });

  doc.end();
  return done;
}
