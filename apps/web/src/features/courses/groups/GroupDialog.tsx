import { useEffect, useMemo, useRef, useState } from 'react';
import { App, Button, Form, Input, Select, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { z } from '@sandtable/shared/contracts/zod';
import { api } from '@sandtable/shared/contracts/index';
import { COURSE_GROUP_LIMITS, type CourseGroup } from '@sandtable/shared/contracts/courseGroups';
import type { CourseSummary } from '@sandtable/shared/contracts/courses';
import { call } from '../../../api/client';
import { useEndpointMutation, useEndpointQuery } from '../../../api/endpointHooks';
import { FormModal } from '../../../components/FormDialog';
import { zodRule } from '../../../lib/forms';
import { useDebounced } from '../../../lib/useDebounced';
import { StatusTag } from '../manage/components/CourseBits';

const NAME = z.string().trim().min(1).max(COURSE_GROUP_LIMITS.name);

interface GroupValues {
  name: string;
  description?: string | null;
  courseIds: number[];
}

/** Who was written to, for the invalidation after a change. */
export const GROUP_QUERIES = [api.courseGroups.select, api.courseGroups.get, api.courseGroups.mine];

/**
 * Creating (no `group`) or editing a course group: name (unique, checked on leaving the field),
 * description and the courses in the order the learners take them.
 */
export function GroupDialog({ open, group, onClose, onSaved }: { open: boolean; group?: CourseGroup | null; onClose: () => void; onSaved?: (group: CourseGroup) => void }) {
  const { t } = useTranslation('courseGroup');
  const { message } = App.useApp();
  const [form] = Form.useForm<GroupValues>();
  const create = useEndpointMutation(api.courseGroups.create, { invalidates: GROUP_QUERIES });
  const edit = useEndpointMutation(api.courseGroups.edit, { invalidates: GROUP_QUERIES });

  const submit = async (values: GroupValues) => {
    const details = { name: values.name.trim(), description: values.description?.trim() || null, courseIds: values.courseIds };
    const saved = group ? await edit.mutateAsync({ id: group.id, ...details }) : await create.mutateAsync(details);
    void message.success(group ? t('form.saved') : t('form.created'));
    onSaved?.(saved);
    onClose();
  };

  /** Names are unique: asked on leaving the field (the server checks again on save). */
  const nameFreeRule = {
    validator: async (_: unknown, value: unknown) => {
      const name = typeof value === 'string' ? value.trim() : '';
      if (!name || (group && name === group.name)) return;
      const found = await call(api.courseGroups.byName, { name }).catch(() => null);
      if (found?.taken && found.group?.id !== group?.id) throw new Error(t('form.nameTaken'));
    },
  };

  return (
    <FormModal<GroupValues>
      open={open}
      title={group ? t('form.editTitle') : t('form.createTitle')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      okText={group ? undefined : t('form.create')}
      initialValues={group ? { name: group.name, description: group.description, courseIds: group.courses.map((c) => c.id) } : { courseIds: [] }}
      testId="group-dialog"
    >
      <Form.Item name="name" label={t('form.name')} required validateTrigger="onBlur" rules={[zodRule(NAME, 'name'), nameFreeRule]}>
        <Input maxLength={COURSE_GROUP_LIMITS.name} placeholder={t('form.namePlaceholder')} data-testid="group-name" />
      </Form.Item>
      <Form.Item name="description" label={t('form.description')}>
        <Input.TextArea maxLength={COURSE_GROUP_LIMITS.description} showCount autoSize={{ minRows: 2, maxRows: 5 }} placeholder={t('form.descriptionPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="courseIds"
        label={t('form.courses')}
        required
        extra={t('form.coursesHelp')}
        rules={[{ validator: async (_, ids: number[] | undefined) => { if (!ids?.length) throw new Error(t('form.coursesRequired')); } }]}
      >
        <CoursePicker initial={group?.courses ?? []} />
      </Form.Item>
    </FormModal>
  );
}

/** A multiple select over the courses the caller may group, and the picked ones in order below (`id` from the Form.Item). */
function CoursePicker({ id, value = [], onChange, initial }: { id?: string; value?: number[]; onChange?: (ids: number[]) => void; initial: CourseSummary[] }) {
  const { t } = useTranslation('courseGroup');
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const courses = useEndpointQuery(api.courseGroups.selectCourses, { pageNum: 1, pageSize: 50, ...(keyword ? { keyword } : {}) });
  // Every course seen so far, so the picked ones keep their names whatever the search shows.
  const known = useRef(new Map<number, CourseSummary>(initial.map((c) => [c.id, c])));
  const [, rerender] = useState(0);
  useEffect(() => {
    for (const c of courses.data?.list ?? []) known.current.set(c.id, c);
    rerender((n) => n + 1);
  }, [courses.data]);

  const options = useMemo(() => {
    const listed = courses.data?.list ?? [];
    const extra = value.filter((id) => !listed.some((c) => c.id === id)).map((id) => known.current.get(id)).filter((c): c is CourseSummary => !!c);
    return [...listed, ...extra].map((c) => ({ value: c.id, label: c.name }));
  }, [courses.data, value]);

  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    [next[index], next[index + by]] = [next[index + by], next[index]];
    onChange?.(next);
  };

  return (
    <div className="group-picker">
      <Select<number[]>
        // The Form.Item's id: its label names the select.
        id={id}
        mode="multiple"
        value={value}
        onChange={(ids) => {
          setTyped('');
          onChange?.(ids);
        }}
        options={options}
        placeholder={t('form.coursesPlaceholder')}
        showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
        onBlur={() => setTyped('')}
        loading={courses.isFetching}
        maxCount={COURSE_GROUP_LIMITS.courses}
        notFoundContent={courses.isFetching ? null : t('form.noCourses')}
        maxTagCount="responsive"
        data-testid="group-courses"
      />
      {value.length > 0 && (
        <ol className="group-picker__order" data-testid="group-course-order">
          {value.map((id, index) => {
            const course = known.current.get(id);
            return (
              <li key={id}>
                <span className="group-picker__index tabular">{index + 1}</span>
                <Typography.Text className="group-picker__name" ellipsis={{ tooltip: course?.name }}>
                  {course?.name ?? `#${id}`}
                </Typography.Text>
                {course && <StatusTag status={course.status} />}
                <span className="group-picker__buttons">
                  <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={t('form.moveUp')} disabled={index === 0} onClick={() => move(index, -1)} />
                  <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={t('form.moveDown')} disabled={index === value.length - 1} onClick={() => move(index, 1)} />
                  <Button size="small" type="text" icon={<CloseOutlined />} aria-label={t('form.removeCourse')} onClick={() => onChange?.(value.filter((v) => v !== id))} />
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
