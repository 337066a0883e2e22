// What "Paste a job" hands the new-application drawer: the fields read from the page; the rest are the form's defaults.
export interface PastedJob {
  company_name: string;
  job_title: string;
  job_link: string;
  job_offer_content: string;
}
