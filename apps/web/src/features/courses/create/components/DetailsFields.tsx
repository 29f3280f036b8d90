import { useEffect, useState } from 'react';
import { Button, Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select, Tag, Typography, type FormInstance } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { COURSE_LIMITS, COURSE_VERSIONS, GAME_IDS, type CourseKind } from '@sandtable/shared/rules/course';
import { TIME_FORMAT } from '@sandtable/shared/format/time';
import { TEXT_MAX } from '@sandtable/shared/rules/limits';
import { TS_VERSIONS } from '@sandtable/shared/rules/constants';
import { useDebounced } from '../../../../lib/useDebounced';
import { useLecturerChoice, useLecturers } from '../hooks';
import { TIME_FIELDS, type DetailsValues, type TimeField } from '../model';
import { courseRule, detailRule, priceRule, requiredRule, timeRule } from '../rules';
import { certificateInfoSchema } from '@sandtable/shared/rules/course';
import { z } from '@sandtable/shared/contracts/zod';
import { maskPhone } from '@sandtable/shared/format/phone';

const DATE_TIME_FORMAT = TIME_FORMAT;
const urlSchema = z.url({ protocol: /^https?$/, message: 'validation:url' });

/** Before today cannot be picked (the rules say "not in the past"; the exact minute is checked). */
const beforeToday = (d: Dayjs) => d.isBefore(dayjs().startOf('day'));

/**
 * The details of a course (step 1 of the wizard, and the edit drawer): every field of
 * courseDetailsObject, each checked by its shared rule, and the cross-field time rules.
 */
export function DetailsFields({ form, kind, mode, lecturerOption }: { form: FormInstance<DetailsValues>; kind: CourseKind; mode: 'create' | 'edit'; lecturerOption?: { id: number; name: string } | null }) {
  // The edit drawer is narrower than the page: two columns at most.
  const third = mode === 'edit' ? { xs: 24, md: 12 } : { xs: 24, md: 12, xl: 8 };
  const { t } = useTranslation('courseAdmin');
  const f = (field: string) => t(`course:field.${field}`);
  const gameId = Form.useWatch('gameId', form);
  const readTimes = () => form.getFieldsValue(TIME_FIELDS as unknown as TimeField[]) as Partial<Record<TimeField, Dayjs | null>>;
  const timeFieldRules = (field: TimeField) => [timeRule(field, readTimes)];
  // A changed time re-checks the others (end before start, sign-up after start…).
  const otherTimes = (field: TimeField) => TIME_FIELDS.filter((x) => x !== field);

  return (
    <div className="course-details">
      <Section title={t('details.basics')}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="gameId" label={f('gameId')} extra={mode === 'edit' ? t('details.gameFixed') : undefined}>
              {mode === 'edit' ? <FixedGame /> : <Radio.Group optionType="button" buttonStyle="solid" options={GAME_IDS.map((g) => ({ value: g, label: t(`course:game.${g}`) }))} data-testid="field-gameId" />}
            </Form.Item>
          </Col>
          {gameId === 'TS' && (
            <Col xs={24} md={12}>
              <Form.Item name="tsVersion" label={f('tsVersion')} rules={[requiredRule('tsVersion'), detailRule('tsVersion', { optional: true })]} extra={t('details.tsVersionHint')}>
                <InputNumber min={TS_VERSIONS.min} max={TS_VERSIONS.max} precision={0} className="full-width" data-testid="field-tsVersion" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item name="name" label={f('name')} rules={[detailRule('name')]} required>
              <Input maxLength={TEXT_MAX.courseName} showCount placeholder={t('details.namePlaceholder')} data-testid="field-name" />
            </Form.Item>
          </Col>
          {kind !== 'open' && (
            <Col xs={24} md={12}>
              <LecturerField option={lecturerOption} />
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item name="version" label={f('version')} extra={t('details.versionHint')}>
              <Select options={COURSE_VERSIONS.map((v) => ({ value: v, label: t(`course:version.${v}`) }))} data-testid="field-version" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="productType" label={f('productType')} rules={[detailRule('productType', { optional: true })]}>
              <Input maxLength={TEXT_MAX.productType} placeholder={t('details.productTypePlaceholder')} />
            </Form.Item>
          </Col>
        </Row>
      </Section>

      <Section title={t('details.schedule')}>
        <Row gutter={16}>
          <Col {...third}>
            <Form.Item name="startAt" label={f('startAt')} required rules={[requiredRule('startAt'), ...timeFieldRules('startAt')]}>
              <DatePicker showTime={{ format: 'HH:mm', minuteStep: 5 }} format={DATE_TIME_FORMAT} disabledDate={beforeToday} className="full-width" data-testid="field-startAt" onChange={() => revalidate(form, otherTimes('startAt'))} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="endAt" label={f('endAt')} required rules={[requiredRule('endAt'), ...timeFieldRules('endAt')]}>
              <DatePicker showTime={{ format: 'HH:mm', minuteStep: 5 }} format={DATE_TIME_FORMAT} disabledDate={beforeToday} className="full-width" data-testid="field-endAt" onChange={() => revalidate(form, otherTimes('endAt'))} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="registrationDeadline" label={f('registrationDeadline')} required rules={[requiredRule('registrationDeadline'), ...timeFieldRules('registrationDeadline')]} extra={t('details.deadlineHint')}>
              <DatePicker
                showTime={{ format: 'HH:mm', minuteStep: 5 }}
                format={DATE_TIME_FORMAT}
                disabledDate={beforeToday}
                className="full-width"
                data-testid="field-registrationDeadline"
                onChange={() => revalidate(form, otherTimes('registrationDeadline'))}
              />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="advanceEntryHours" label={f('advanceEntryHours')} rules={[detailRule('advanceEntryHours')]} extra={t('details.advanceEntryHint')}>
              <InputNumber min={COURSE_LIMITS.advanceEntryHours.min} max={COURSE_LIMITS.advanceEntryHours.max} precision={0} className="full-width" />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="autoRoundAt" label={f('autoRoundAt')} rules={timeFieldRules('autoRoundAt')} extra={t('details.autoRoundHint')}>
              <DatePicker showTime={{ format: 'HH:mm', minuteStep: 5 }} format={DATE_TIME_FORMAT} disabledDate={beforeToday} className="full-width" placeholder={t('details.autoRoundNone')} data-testid="field-autoRoundAt" />
            </Form.Item>
          </Col>
        </Row>
      </Section>

      <Section title={t('details.size')}>
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Form.Item name="participants" label={f('participants')} required rules={[detailRule('participants')]}>
              <InputNumber min={COURSE_LIMITS.participants.min} max={COURSE_LIMITS.participants.max} precision={0} className="full-width" data-testid="field-participants" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="teamCount" label={f('teamCount')} required rules={[detailRule('teamCount')]}>
              <InputNumber min={COURSE_LIMITS.teams.min} max={COURSE_LIMITS.teams.max} precision={0} className="full-width" data-testid="field-teamCount" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="rounds" label={f('rounds')} required rules={[detailRule('rounds')]}>
              <InputNumber min={COURSE_LIMITS.rounds.min} max={COURSE_LIMITS.rounds.max} precision={0} className="full-width" data-testid="field-rounds" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="priceYuan" label={f('priceFen')} required rules={[priceRule]} extra={t('details.priceHint')}>
              <InputNumber<number> min={0} step={1} precision={2} prefix="¥" className="full-width" data-testid="field-price" />
            </Form.Item>
          </Col>
        </Row>
      </Section>

      <Section title={t('details.content')}>
        <Form.Item name="caseStudy" label={f('caseStudy')} required rules={[detailRule('caseStudy')]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={TEXT_MAX.caseStudy} showCount placeholder={t('details.caseStudyPlaceholder')} data-testid="field-caseStudy" />
        </Form.Item>
        <Form.Item name="introduction" label={f('introduction')} required rules={[detailRule('introduction')]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={TEXT_MAX.introduction} showCount placeholder={t('details.introductionPlaceholder')} data-testid="field-introduction" />
        </Form.Item>
        <Form.Item name="purpose" label={f('purpose')} rules={[detailRule('purpose', { optional: true })]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={TEXT_MAX.purpose} showCount />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="objectivesZh" label={f('objectivesZh')} rules={[detailRule('objectivesZh', { optional: true })]}>
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={TEXT_MAX.objectives} showCount />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="objectivesEn" label={f('objectivesEn')} rules={[detailRule('objectivesEn', { optional: true })]}>
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={TEXT_MAX.objectives} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Section>

      <Section title={f('questionnaireUrls')} hint={t('details.questionnaireHint', { max: COURSE_LIMITS.questionnaires })}>
        <Form.List name="questionnaireUrls">
          {(fields, { add, remove }) => (
            <div className="course-details__urls">
              {fields.map((field, index) => (
                <div key={field.key} className="course-details__url">
                  <Form.Item {...field} label={t('details.questionnaireN', { n: index + 1 })} rules={[courseRule(urlSchema, 'questionnaireUrls')]} className="course-details__url-input">
                    <Input placeholder="https://" inputMode="url" data-testid={`field-questionnaire-${index}`} />
                  </Form.Item>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('details.removeQuestionnaire', { n: index + 1 })} onClick={() => remove(field.name)} />
                </div>
              ))}
              {fields.length < COURSE_LIMITS.questionnaires && (
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')} data-testid="add-questionnaire">
                  {t('details.addQuestionnaire')}
                </Button>
              )}
            </div>
          )}
        </Form.List>
      </Section>

      <Section title={f('certificate')} hint={t('details.certificateHint')}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name={['certificate', 'issuedOn']} label={f('issuedOn')}>
              <DatePicker className="full-width" placeholder={t('details.issuedOnPlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name={['certificate', 'courseName']} label={f('certificateCourseName')} rules={[courseRule(certificateInfoSchema.shape.courseName, 'certificateCourseName', { optional: true })]}>
              <Input maxLength={TEXT_MAX.certificateCourseName} placeholder={t('details.certificateCourseNamePlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name={['certificate', 'institutionZh']} label={f('institutionZh')} rules={[courseRule(certificateInfoSchema.shape.institutionZh, 'institutionZh', { optional: true })]}>
              <Input maxLength={TEXT_MAX.institutionZh} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name={['certificate', 'institutionEn']} label={f('institutionEn')} rules={[courseRule(certificateInfoSchema.shape.institutionEn, 'institutionEn', { optional: true })]}>
              <Input maxLength={TEXT_MAX.institutionEn} />
            </Form.Item>
          </Col>
        </Row>
      </Section>
    </div>
  );
}

/** The game of an existing course, shown (it cannot change). */
function FixedGame({ value }: { value?: string }) {
  const { t } = useTranslation('courseAdmin');
  return <Tag className="course-details__game">{value ? t(`course:game.${value}`) : null}</Tag>;
}

/** Re-checks the other times once they hold a value, so a fixed start clears "end before start". */
function revalidate(form: FormInstance<DetailsValues>, fields: readonly TimeField[]) {
  // After antd stored the new value.
  setTimeout(() => {
    const touched = fields.filter((f) => form.getFieldValue(f) || form.getFieldError(f).length > 0);
    if (touched.length) void form.validateFields(touched as unknown as TimeField[]).catch(() => undefined);
  });
}

function Section({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  return (
    <section className="course-details__section">
      <Typography.Title level={5} className="course-details__title">
        {title}
      </Typography.Title>
      {hint && (
        <Typography.Paragraph type="secondary" className="course-details__hint">
          {hint}
        </Typography.Paragraph>
      )}
      {children}
    </section>
  );
}

/** The lecturer: a lecturer creating a course is its lecturer; others pick one by name. */
function LecturerField({ option }: { option?: { id: number; name: string } | null }) {
  const { t } = useTranslation('courseAdmin');
  const choice = useLecturerChoice();
  const [keyword, setKeyword] = useState('');
  const search = useDebounced(keyword.trim());
  const lecturers = useLecturers(search, choice.mode === 'pick');
  const label = t('course:field.lecturerId');
  const form = Form.useFormInstance();
  const selfId = choice.mode === 'self' ? choice.self.id : null;
  // A lecturer's course is theirs (again after the wizard starts over and resets the form).
  const current = Form.useWatch('lecturerId', form);
  useEffect(() => {
    if (selfId !== null && current !== selfId) form.setFieldValue('lecturerId', selfId);
  }, [form, selfId, current]);

  if (choice.mode === 'self') {
    return (
      <Form.Item name="lecturerId" label={label} required rules={[requiredRule('lecturerId')]} extra={t('details.lecturerSelf')}>
        <Select disabled options={[{ value: choice.self.id, label: choice.self.name }]} data-testid="field-lecturer" />
      </Form.Item>
    );
  }
  const options = lecturers.data?.list.map((p) => ({ value: p.id, label: p.mobile ? `${p.name} · ${maskPhone(p.mobile)}` : p.name })) ?? [];
  if (option && !options.some((o) => o.value === option.id)) options.unshift({ value: option.id, label: option.name });
  return (
    <Form.Item name="lecturerId" label={label} required rules={[requiredRule('lecturerId')]} extra={choice.mode === 'unavailable' ? t('details.lecturerNoList') : undefined}>
      <Select<number>
        allowClear
        placeholder={t('details.lecturerPlaceholder')}
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        loading={lecturers.isFetching || choice.mode === 'loading'}
        notFoundContent={lecturers.isFetching ? null : lecturers.isError || choice.mode === 'unavailable' ? t('details.lecturerUnavailable') : t('details.lecturerNone')}
        options={options}
        data-testid="field-lecturer"
      />
    </Form.Item>
  );
}
