import { Result, type ResultProps } from 'antd';

type PageResultProps = Omit<ResultProps, 'title'> & { title: string };

/**
 * antd's Result standing as a page of its own (404, an error page, an expired session): its title is
 * the page's h1, drawn as antd draws a Result's title, so the page has the heading it is named by.
 */
export function PageResult({ title, ...props }: PageResultProps) {
  return <Result {...props} title={<h1 className="page-result__title">{title}</h1>} />;
}
