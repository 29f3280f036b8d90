import { useId, useState } from 'react';
import { Alert, App, Button, Drawer, Empty, List, Select, Space, Typography } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { api } from '@sandtable/shared/contracts/index';
import { maskPhone } from '@sandtable/shared/format/phone';
import { useEndpointMutation, useEndpointQuery } from '../../../api/endpointHooks';
import { useAccess } from '../../../app/access';
import { PhoneText } from '../../../components/format';
import { failureText } from '../../../lib/forms';
import { useDebounced } from '../../../lib/useDebounced';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/useMediaQuery';
import { GROUP_QUERIES } from './GroupDialog';

/**
 * A group's learners: add students (for those who may list accounts: the chief admin, enterprise
 * users) and remove learners, each after a confirmation.
 */
export function MembersDrawer({ groupId, onClose }: { groupId: number | null; onClose: () => void }) {
  const { t } = useTranslation('courseGroup');
  const isPhone = useMediaQuery(PHONE_QUERY);
  const canAdd = useAccess()['user:manage'];
  const group = useEndpointQuery(api.courseGroups.get, { id: groupId ?? 0 }, { enabled: groupId !== null });
  const members = group.data?.id === groupId ? group.data.members : [];

  return (
    <Drawer open={groupId !== null} onClose={onClose} size={isPhone ? '100%' : 520} title={group.data ? t('members.title', { name: group.data.name }) : t('list.manageMembers')} destroyOnHidden data-testid="group-members">
      {groupId !== null && (
        <div className="stack">
          {canAdd ? <AddMembers groupId={groupId} present={members.map((m) => m.userId)} /> : <Alert type="info" showIcon title={t('members.lecturerHint')} />}
          <List
            loading={group.isFetching && members.length === 0}
            dataSource={members}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('members.empty')} /> }}
            renderItem={(member) => (
              <List.Item actions={[<RemoveMember key="remove" groupId={groupId} member={member} />]}>
                <List.Item.Meta
                  title={member.name}
                  description={
                    <Space size={12} wrap>
                      {member.mobile && <PhoneText phone={member.mobile} />}
                      <span>{t('detail.completedOf', { done: member.completedCourses, total: group.data?.courseCount ?? 0 })}</span>
                    </Space>
                  }
                />
              </List.Item>
            )}
          />
        </div>
      )}
    </Drawer>
  );
}

function AddMembers({ groupId, present }: { groupId: number; present: number[] }) {
  const { t } = useTranslation('courseGroup');
  const { message } = App.useApp();
  const selectId = useId();
  const [picked, setPicked] = useState<number[]>([]);
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim());
  const students = useEndpointQuery(api.people.select, { pageNum: 1, pageSize: 30, role: 'student', ...(keyword ? { keyword } : {}) });
  const save = useEndpointMutation(api.courseGroups.editMembers, { invalidates: GROUP_QUERIES });
  const options = (students.data?.list ?? [])
    .filter((p) => !present.includes(p.id))
    .map((p) => ({ value: p.id, label: p.mobile ? `${p.name} · ${maskPhone(p.mobile)}` : p.name }));

  const add = async () => {
    try {
      await save.mutateAsync({ groupId, add: picked, remove: [] });
      void message.success(t('members.added', { count: picked.length }));
      setPicked([]);
    } catch (error) {
      const text = failureText(error);
      if (text) void message.error(text);
    }
  };

  return (
    <div>
      {/* The heading is the select's label (its placeholder is not a name). */}
      <label htmlFor={selectId}>
        <Typography.Text strong>{t('members.add')}</Typography.Text>
      </label>
      <div className="group-members__add">
        <Select<number[]>
          id={selectId}
          mode="multiple"
          value={picked}
          onChange={(ids) => {
            setTyped('');
            setPicked(ids);
          }}
          options={options}
          placeholder={t('members.addPlaceholder')}
          showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
          onBlur={() => setTyped('')}
          loading={students.isFetching}
          maxTagCount="responsive"
          data-testid="group-add-members"
        />
        <Button type="primary" icon={<UserAddOutlined />} disabled={picked.length === 0} loading={save.isPending} onClick={() => void add()}>
          {t('members.addButton')}
        </Button>
      </div>
    </div>
  );
}

function RemoveMember({ groupId, member }: { groupId: number; member: { userId: number; name: string } }) {
  const { t } = useTranslation('courseGroup');
  const { message, modal } = App.useApp();
  const save = useEndpointMutation(api.courseGroups.editMembers, { invalidates: GROUP_QUERIES });
  const remove = async () => {
    try {
      await save.mutateAsync({ groupId, add: [], remove: [member.userId] });
      void message.success(t('members.removed'));
    } catch (error) {
      const text = failureText(error);
      if (text) void message.error(text);
    }
  };
  return (
    // A modal confirmation: antd's Popconfirm keeps the focus on the button and ignores Escape.
    <Button
      type="link"
      danger
      size="small"
      loading={save.isPending}
      data-testid="remove-member"
      onClick={() =>
        modal.confirm({
          title: t('members.removeConfirm', { name: member.name }),
          content: t('members.removeHint'),
          okText: t('members.remove'),
          okButtonProps: { danger: true },
          cancelText: t('common:action.cancel'),
          onOk: remove,
        })
      }
    >
      {t('members.remove')}
    </Button>
  );
}
