import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { MessageSquarePlus } from 'lucide-react';
import { hasValidAdditionalPlan, MAX_MESSAGE_LENGTH, type SubjectType } from '@mietmatch/contract';
import '../i18n';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { toastActionError } from '../../../lib/error-toast';
import { uiLanguage } from '../../../lib/i18n';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { useCreateInbox } from '../api/create-inbox';
import { findInboxId } from '../api/inbox-for';
import { threadPath } from '../format';
import { FirstMessageDialog } from './first-message-dialog';

const ADDITIONAL_PLAN_PATH = '/my-subscriptions?isAdditionalPlan=true';

interface SendInquiryButtonProps {
  recipientId: string;
  recipientName: string;
  subjectType: SubjectType;
  subjectId: string;
  /** Shown in the dialog's text, e.g. the property's title. */
  subjectTitle?: string;
  /** The button's text where the page names the action its own way (e.g. "Write a message"). */
  label?: string;
  variant?: ButtonProps['variant'];
  className?: string;
}

/**
 * "Send inquiry": opens the existing conversation with this member about this subject, or asks for
 * the first message and starts one. A tenant without the additional plan cannot write first and is
 * sent to that plan instead.
 */
export function SendInquiryButton({
  recipientId,
  recipientName,
  subjectType,
  subjectId,
  subjectTitle,
  label,
  variant = 'default',
  className,
}: SendInquiryButtonProps) {
  const { t, i18n } = useTranslation(['inquiries', 'common']);
  const language = uiLanguage(i18n.resolvedLanguage);
  const navigate = useNavigate();
  const user = useCurrentUser().data;
  const create = useCreateInbox();
  const [checking, setChecking] = useState(false);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const tooLong = text.length > MAX_MESSAGE_LENGTH;

  const toPlan = () => {
    toast.info(t('send.needsPlan'));
    void navigate(ADDITIONAL_PLAN_PATH);
  };

  const start = async () => {
    setChecking(true);
    try {
      // When the lookup fails (connection), the dialog is still offered: create-inbox answers the
      // existing conversation anyway, so nothing is ever duplicated.
      const existing = await findInboxId({ recipientId, subjectType, subjectId }).catch(() => null);
      if (existing) return void navigate(threadPath({ id: existing, subjectType }));
      if (user?.role === 'client' && !hasValidAdditionalPlan(user, Date.now())) return toPlan();
      setOpen(true);
    } finally {
      setChecking(false);
    }
  };

  const submit = () => {
    if (!text.trim() || tooLong) return;
    create.mutate(
      { recipientId, subjectType, subjectId, message: text.trim() },
      {
        onSuccess: ({ inbox }) => {
          setOpen(false);
          setText('');
          toast.success(t('send.sent'));
          void navigate(threadPath(inbox));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'AdditionalPlanRequired') {
            setOpen(false);
            return toPlan();
          }
          toastActionError(error, language);
        },
      },
    );
  };

  const description =
    subjectType === 'property'
      ? t('send.textProperty', { name: recipientName, subject: subjectTitle ?? '' })
      : subjectType === 'request'
        ? t('send.textRequest', { name: recipientName })
        : t('send.textProfile', { name: recipientName });

  return (
    <>
      <Button variant={variant} className={className} busy={checking} onClick={() => void start()}>
        {checking ? null : <MessageSquarePlus aria-hidden="true" />}
        {checking ? t('send.opening') : (label ?? t('send.button'))}
      </Button>
      <FirstMessageDialog
        open={open}
        onOpenChange={(next) => !create.isPending && setOpen(next)}
        title={t('send.title', { name: recipientName })}
        description={description}
        text={text}
        onText={setText}
        busy={create.isPending}
        onSubmit={submit}
      />
    </>
  );
}
