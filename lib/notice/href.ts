/** The page that shows one notice (and plays its video). */
export const noticeHref = (id: number) => `/manage/morenotice/generalcontentshow?id=${id}`;
