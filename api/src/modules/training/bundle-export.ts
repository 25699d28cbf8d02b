// Every course written out as a training bundle, in the layout bundle.ts reads: the Markdown files,
// each problem's data set and answer, and the images of the file store as files of the bundle's
// `images/` folder, so an export imports again with its images. The answers are the private ones: an
// export is for the staff who may import it.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/types';
import { ExportedImages } from '../../lib/bundle-images';
import type { FileStore } from '../../lib/file-store';
import { writeMarkdownFile } from '../../lib/markdown-bundle';
import { TrainingBundleError } from './bundle';
import { lessonsOf, listCourseRows, problemsOf } from './repository';
import { answerPath, dataFolder } from './storage';

/** Writes every course into `<folder>/training` (images into `<folder>/images`); answers how many. */
export async function exportTrainingBundle(db: Db, files: FileStore, dataDir: string, folder: string): Promise<number> {
  const courses = await listCourseRows(db);
  const ids = courses.map((course) => course.id);
  const [lessons, problems] = await Promise.all([lessonsOf(db, ids), problemsOf(db, ids)]);
  // A problem without its data set or answer would make a bundle that does not import.
  const incomplete = problems.filter(
    (problem) =>
      !problem.dataFile ||
      !existsSync(path.join(dataFolder(dataDir, problem.slug), problem.dataFile)) ||
      !existsSync(answerPath(dataDir, problem.slug)),
  );
  if (incomplete.length > 0)
    throw new TrainingBundleError(
      `problems without their data set or answer: ${incomplete.map((problem) => problem.slug).join(', ')} (upload them first)`,
    );

  const images = new ExportedImages(folder, files);
  for (const course of courses) {
    const target = path.join(folder, 'training', course.slug);
    mkdirSync(path.join(target, 'lessons'), { recursive: true });
    writeMarkdownFile(
      path.join(target, 'course.zh-CN.md'),
      {
        title: course.titleZh,
        level: course.level,
        position: course.position,
        ...(course.coverUrl ? { cover: await images.reference(course.coverUrl) } : {}),
      },
      await images.markdown(course.summaryZh),
    );
    writeMarkdownFile(path.join(target, 'course.en-US.md'), { title: course.titleEn }, await images.markdown(course.summaryEn));
    for (const lesson of lessons.filter((row) => row.courseId === course.id)) {
      const stem = path.join(target, 'lessons', `${String(lesson.position).padStart(2, '0')}-${lesson.slug}`);
      writeMarkdownFile(`${stem}.zh-CN.md`, { title: lesson.titleZh }, await images.markdown(lesson.bodyZh));
      writeMarkdownFile(`${stem}.en-US.md`, { title: lesson.titleEn }, await images.markdown(lesson.bodyEn));
    }
    for (const problem of problems.filter((row) => row.courseId === course.id)) {
      const problemFolder = path.join(target, 'problems', problem.slug);
      const dataFile = problem.dataFile!;
      mkdirSync(problemFolder, { recursive: true });
      writeMarkdownFile(
        path.join(problemFolder, 'problem.zh-CN.md'),
        { title: problem.titleZh, metric: problem.metric, data: dataFile },
        await images.markdown(problem.promptZh),
      );
      writeMarkdownFile(path.join(problemFolder, 'problem.en-US.md'), { title: problem.titleEn }, await images.markdown(problem.promptEn));
      copyFileSync(path.join(dataFolder(dataDir, problem.slug), dataFile), path.join(problemFolder, dataFile));
      copyFileSync(answerPath(dataDir, problem.slug), path.join(problemFolder, 'answer.csv'));
    }
  }
  return courses.length;
}
