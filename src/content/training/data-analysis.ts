/** The data-analysis training course (loaded by the training page when its route is shown). */
import { paths } from '../../config/paths';
import { company } from '../company';
import { enrolLead, sharedFaqs } from './common';
import type { TrainingCourse } from './shared';
import { courseFacts } from './facts';
import { studentTestimonials } from './students';

export const course = {
  slug: 'data-analysis',
  path: paths.trainingDataAnalysis,
  name: 'Data Analysis',
  hero: {
    eyebrow: 'Turn data into decisions',
    title: 'Data Analysis Training',
    lead: 'Turn spreadsheets and databases into decisions. Learn Excel and SQL, Power BI and Python one month at a time, or take the complete three-month program and finish with a portfolio of real analyses.',
  },
  whyChoose: {
    title: 'Why choose our data analysis training',
    paragraphs: [
      'Every business in Lagos now sits on data: sales from POS terminals, customers from WhatsApp orders, stock from warehouses. Few people can turn it into a clear answer. Our course teaches exactly that, with the tools employers list in their job adverts.',
      'You work on Nigerian data from the first week: retail sales, fuel prices, mobile-money transactions. Your tutors are working analysts, classes are small, and every course ends with a project you present to the class as you would to a manager.',
    ],
  },
  topics: {
    title: 'What You Will Learn',
    lead: 'Three courses that build on each other. Open a course to see what it covers.',
    sections: [
      {
        title: 'Excel and SQL',
        summary: 'The foundations every analyst uses every day.',
        topics: [
          'Cleaning and shaping data in Excel',
          'Formulas, lookups and PivotTables',
          'Charts that answer a question',
          'SQL: SELECT, filters, joins and aggregates',
          'Querying a real sales database',
        ],
      },
      {
        title: 'Power BI',
        summary: 'Dashboards that managers open every morning.',
        topics: [
          'Loading and transforming data with Power Query',
          'Data models and relationships',
          'DAX measures for totals, growth and targets',
          'Designing clear, accessible dashboards',
          'Publishing and sharing reports',
        ],
      },
      {
        title: 'Python',
        summary: 'Automation and analysis beyond the spreadsheet.',
        topics: [
          'Python basics in Jupyter notebooks',
          'pandas for cleaning, joining and summarising data',
          'Charts with Matplotlib and seaborn',
          'Descriptive statistics and simple forecasts',
          'Automating a weekly report',
        ],
      },
    ],
  },
  partner: {
    title: 'Why partner with us',
    lead: 'What you get from training with us, whichever course you choose.',
    points: [
      {
        icon: 'award',
        title: 'A recognised curriculum',
        text: `Our courses follow the curriculum of our certification partner, ${company.certificationPartner}, so what you learn counts beyond our classroom.`,
      },
      {
        icon: 'chart',
        title: 'Real data, real projects',
        text: 'You analyse Nigerian business data in every class and leave with a portfolio of finished analyses.',
      },
      {
        icon: 'briefcase',
        title: 'Career support',
        text: 'CV reviews, mock interviews and introductions to the companies that hire analysts through us.',
      },
    ],
  },
  details: {
    title: 'Course Details',
    caption: 'Data analysis courses, levels and durations',
    partnerAligned: true,
    offerings: [
      {
        name: 'Excel and SQL',
        level: 'Beginner',
        months: 1,
        summary:
          'Cleaning data, PivotTables and charts in Excel, then querying databases with SQL.',
      },
      {
        name: 'Power BI',
        level: 'Intermediate',
        months: 1,
        summary: 'Data models, DAX measures and dashboards that managers can read at a glance.',
      },
      {
        name: 'Python',
        level: 'Intermediate',
        months: 1,
        summary: 'pandas, charts and simple statistics in Python, and automating a weekly report.',
      },
      {
        name: 'Complete Data Analysis Program',
        level: 'Beginner to Advanced',
        months: 3,
        summary:
          'All three courses back to back, with a final project presented to a panel of working analysts.',
      },
    ],
  },
  testimonials: {
    title: 'What our students say',
    lead: 'Graduates of our courses, in their own words.',
    items: studentTestimonials.dataAnalysis,
  },
  faqs: {
    title: 'Questions about the course',
    items: [
      {
        question: 'Do I need a background in mathematics or programming?',
        answer:
          'No. If you can use a spreadsheet you can start with Excel and SQL. The Python course starts from the basics too.',
      },
      {
        question: 'Can I take just one course?',
        answer:
          'Yes. Each course runs for one month and can be taken on its own. The complete program takes all three in order over three months.',
      },
      ...sharedFaqs('data analysis', courseFacts['data-analysis']),
    ],
  },
  facts: courseFacts['data-analysis'],
  form: { title: 'Enroll in data analysis', lead: enrolLead },
} as const satisfies TrainingCourse & { slug: 'data-analysis' };
