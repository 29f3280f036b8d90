import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Certificate } from '@sandtable/shared/contracts/courses';
import { api } from '@sandtable/shared/contracts/index';
import { i18n } from '../../../../i18n';
import { ApiError, call } from '../../../../api/client';
import { chapters, courseDetail } from '../test/fixtures';
import { renderWithApp } from '../test/render';
import { CertificateSection } from './CertificateSection';

vi.mock('../../../../api/client', async (importOriginal) => ({ ...(await importOriginal<object>()), call: vi.fn() }));
const mockedCall = vi.mocked(call);

const issued: Certificate = {
  number: 'ST-2030-000123',
  name: '张小伟',
  courseName: '市场营销沙盘',
  institution: '沙盘学院',
  issuedOn: '2030-05-01',
  locale: 'zh-CN',
  pdfUrl: '/course/certificate/ST-2030-000123.pdf',
  verifyUrl: 'http://localhost/#/certificate-verify?number=ST-2030-000123',
};

const completed = () => courseDetail({ course: { status: 'completed' }, me: { progress: 'completed', chapters: chapters('completed', 'completed', 'completed', 88) } });

describe('CertificateSection', () => {
  beforeEach(() => i18n.changeLanguage('zh-CN'));
  afterEach(() => {
    mockedCall.mockReset();
    return i18n.changeLanguage('zh-CN');
  });

  it('prefills the learner’s name, generates in the chosen language and previews the certificate', async () => {
    mockedCall.mockResolvedValue(issued);
    const { queryClient } = renderWithApp(<CertificateSection detail={completed()} userName="张伟" />);
    const name = screen.getByTestId('certificate-name') as HTMLInputElement;
    expect(name.value).toBe('张伟');
    expect(screen.queryByTestId('certificate-preview')).toBeNull();

    await userEvent.clear(name);
    await userEvent.type(name, '  张小伟 ');
    await userEvent.click(screen.getByText('英文'));
    queryClient.setQueryData([api.courses.get.path, { id: 7 }], completed());
    await userEvent.click(screen.getByTestId('certificate-generate'));

    await waitFor(() => expect(mockedCall).toHaveBeenCalledWith(api.courses.certificateGenerate, { courseId: 7, name: '张小伟', locale: 'en-US' }));
    // The detail in the cache now carries the certificate.
    await waitFor(() => expect(queryClient.getQueryData<ReturnType<typeof completed>>([api.courses.get.path, { id: 7 }])?.me?.certificate?.number).toBe('ST-2030-000123'));
  });

  it('shows an issued certificate: number, holder, course, the PDF and the verification link', () => {
    const detail = completed();
    detail.me!.certificate = issued;
    renderWithApp(<CertificateSection detail={detail} userName="张伟" />);
    expect(screen.getByTestId('certificate-number').textContent).toBe('ST-2030-000123');
    expect(screen.getByTestId('certificate-holder').textContent).toBe('张小伟');
    expect(screen.getByText('市场营销沙盘')).toBeTruthy();
    expect(document.querySelector('.certificate-preview__kind')!.textContent).toBe('结业证书');
    expect(screen.getByTestId('certificate-pdf').getAttribute('href')).toBe('/course/certificate/ST-2030-000123.pdf');
    expect(screen.getByTestId('certificate-verify').getAttribute('href')).toBe(issued.verifyUrl);
    // The form keeps the printed name and offers a re-issue.
    expect((screen.getByTestId('certificate-name') as HTMLInputElement).value).toBe('张小伟');
    expect(screen.getByTestId('certificate-generate').textContent).toContain('重新生成');
  });

  it('refuses an empty name before asking the server, and shows the server’s refusal', async () => {
    mockedCall.mockRejectedValue(new ApiError({ code: '102010', message: '课程尚未完成，无法生成证书' }));
    renderWithApp(<CertificateSection detail={completed()} userName="张伟" />);
    await userEvent.clear(screen.getByTestId('certificate-name'));
    await userEvent.click(screen.getByTestId('certificate-generate'));
    expect(await screen.findByText('姓名：不能为空')).toBeTruthy();
    expect(mockedCall).not.toHaveBeenCalled();

    await userEvent.type(screen.getByTestId('certificate-name'), '张伟');
    await userEvent.click(screen.getByTestId('certificate-generate'));
    expect((await screen.findByRole('alert')).textContent).toContain('课程尚未完成，无法生成证书');
  });

  it('is closed until the learner completes the course, in English too', async () => {
    await i18n.changeLanguage('en-US');
    renderWithApp(<CertificateSection detail={courseDetail({ me: { progress: 'incomplete' } })} userName="Wei" />);
    expect(screen.queryByTestId('certificate-form')).toBeNull();
    expect(screen.getByText('The certificate becomes available when you have completed all three chapters.')).toBeTruthy();
  });
});
