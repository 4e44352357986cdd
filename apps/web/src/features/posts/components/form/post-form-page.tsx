import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router-dom';
import { FileQuestion } from 'lucide-react';
import type { PostFormValues } from '@squadup/shared';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useFragment } from '@/gql';
import type { LoadPostByIdQuery as LoadPostByIdData } from '@/gql/graphql';
import { toast } from '@/lib/toast';
import { useAuthStore } from '@/stores/auth-storage';
import {
  PostCardFieldsFragment,
  PostDetailFieldsFragment,
  PostSquadFieldsFragment,
} from '@/components/post/api/post-fragments';
import { CreatePostMutation, UpdatePostMutation } from '../../api/post-mutations';
import { LoadPostByIdQuery } from '../../api/post-queries';
import { EMPTY_POST_FORM, formStateFromPost } from '../../lib/post-form';
import { LoadingText } from '@/components/ui/loading-text';
import { PostForm } from './post-form';
import { missingPostText } from '../../lib/missing-post';

/** The PostInput for createPost / updatePost from the validated form values. */
function toInput(values: PostFormValues) {
  return {
    title: values.title,
    description: values.description,
    requirements: values.requirements,
    tech_stack: values.tech_stack,
    project_type: values.project_type,
    project_phase: values.project_phase,
    work_mode: values.work_mode,
    experience_level: values.experience_level,
    location_id: values.location_id,
    open_seats: values.open_seats,
    auto_close: values.auto_close,
    when_role_fills: values.when_role_fills,
    starts_on: values.starts_on,
    ends_on: values.ends_on,
    apply_by: values.apply_by,
    hours_per_week: values.hours_per_week,
  };
}

/** /post/new: create a post, then go to My Posts. */
export function CreatePostPage() {
  const navigate = useNavigate();
  const [createPost] = useMutation(CreatePostMutation, { context: { skipErrorToast: true } });
  const submit = async (values: PostFormValues) => {
    try {
      await createPost({ variables: { input: toInput(values) } });
    } catch (error) {
      toast.error('Failed to submit post');
      throw error;
    }
    toast.success('Post created successfully');
    await navigate('/myposts');
  };
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title="Create Post"
        description="Describe your project and the teammates you need."
      />
      <PostForm
        initial={EMPTY_POST_FORM}
        submitLabel="Create Post"
        busyLabel="Creating..."
        cancelTo="/projects"
        onSubmit={submit}
      />
    </div>
  );
}

/** /post/edit/:postId and /post/:postId/edit: the owner edits a post, then sees it. */
export function EditPostPage() {
  const { postId = '' } = useParams();
  const { data, loading, error } = useQuery(LoadPostByIdQuery, {
    variables: { postId },
    skip: !postId,
    fetchPolicy: 'cache-and-network',
    context: { skipErrorToast: true },
  });
  if (loading && !data) return <LoadingText className="min-h-[40vh]" />;
  if (!data) return <Missing>{missingPostText(error)}</Missing>;
  return <EditPost postId={postId} post={data.loadPostById} />;
}

function Missing({ children }: { children: string }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader title="Edit Post" />
      <EmptyState
        icon={<FileQuestion />}
        title={children}
        action={<ButtonLink to="/myposts">My Posts</ButtonLink>}
      />
    </div>
  );
}

interface EditPostProps {
  postId: string;
  post: LoadPostByIdData['loadPostById'];
}

function EditPost({ postId, post: postRef }: EditPostProps) {
  const navigate = useNavigate();
  const detail = useFragment(PostDetailFieldsFragment, postRef);
  const post = useFragment(PostCardFieldsFragment, postRef);
  const squad = useFragment(PostSquadFieldsFragment, post);
  const viewerId = useAuthStore((state) => state.user?._id);
  const [updatePost] = useMutation(UpdatePostMutation, { context: { skipErrorToast: true } });

  // Only the owner may edit; anyone else learns nothing more than that it is not theirs to edit.
  if (viewerId !== post.posted_by) return <Missing>Post not found.</Missing>;

  const submit = async (values: PostFormValues) => {
    try {
      await updatePost({ variables: { postId, input: toInput(values) } });
    } catch (error) {
      toast.error('Failed to submit post');
      throw error;
    }
    toast.success('Post updated successfully');
    // Replace the form in history, so Back from the post does not reopen the form.
    await navigate(`/post/${postId}`, { replace: true });
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader title="Edit Post" description="Update your project post." />
      <PostForm
        key={postId}
        initial={formStateFromPost({ ...detail, ...post, ...squad })}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        cancelTo={`/post/${postId}`}
        onSubmit={submit}
      />
    </div>
  );
}
