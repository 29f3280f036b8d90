import { useState, type ReactNode } from 'react';
import { Alert, Button, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import type { UploadKind } from '@sandtable/shared/rules/uploads';
import { upload, type UploadBodies } from '../api/client';
import { acceptOf, fileProblem } from '../lib/files';
import { failureText } from '../lib/forms';
import './page.css';

/** The upload paths that answer `{ url }` (a stored image's `/files/<id>`). */
type ImagePath = { [P in keyof UploadBodies]: UploadBodies[P] extends { url: string } ? P : never }[keyof UploadBodies];

/**
 * An image uploaded as soon as it is chosen, handed back as its URL: the file is checked here
 * first against its kind's shared rules (type and size, in the server's own words), and what the
 * server refuses is said below. One row: what the caller puts `before` the button (a preview) and
 * `after` it (remove), the error under the row.
 */
export function UploadImage(props: { kind: UploadKind; path: ImagePath; onUploaded: (url: string) => void; label: string; before?: ReactNode; after?: ReactNode; testId?: string }) {
  const { kind, path, onUploaded } = props;
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({ mutationFn: (file: File) => upload(path, file) });

  const choose = (file: File) => {
    const problem = fileProblem(kind, file);
    setError(problem);
    if (!problem) send.mutate(file, { onSuccess: ({ url }) => onUploaded(url), onError: (e) => setError(failureText(e)) });
    // Nothing goes into antd's own file list: the caller shows the result.
    return Upload.LIST_IGNORE;
  };

  return (
    <div className="upload-image">
      <Space wrap>
        {props.before}
        <Upload accept={acceptOf(kind)} showUploadList={false} beforeUpload={choose} maxCount={1}>
          <Button icon={<UploadOutlined />} loading={send.isPending} data-testid={props.testId}>
            {props.label}
          </Button>
        </Upload>
        {props.after}
      </Space>
      {error && <Alert className="upload-image__error" type="error" showIcon title={error} role="alert" />}
    </div>
  );
}
