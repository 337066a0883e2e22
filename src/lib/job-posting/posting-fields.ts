// What each way of reading a page gives back before the reader cleans and limits it.
export interface PostingFields {
  company: string;
  title: string;
  location: string;
  offerText: string;
  /** The posting's own address when the page states one (JSON-LD url, a board's canonical job link). */
  link: string;
}
