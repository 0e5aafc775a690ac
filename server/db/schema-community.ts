import type { Generated } from 'kysely';

/**
 * Tables of the community (migration 0010_community; photos in 0011_photo_storage). The conventions of
 * schema.ts hold: instants are ISO UTC strings, booleans 0/1 integers. Counters on post and reply rows
 * change in the same transaction as the rows they count.
 */
export type PostType = 'dashboard' | 'qna' | 'survey';
export type ContentStatus = 'visible' | 'hidden' | 'deleted';

export interface CommunityPostTable {
  post_id: Generated<number>;
  type: PostType;
  member_id: number;
  title: string | null;
  body: string;
  search_text: string;
  search_choseong: string;
  status: Generated<ContentStatus>;
  board_date: string;
  created_at: string;
  updated_at: string | null;
  deleted_at: string | null;
  like_count: Generated<number>;
  clip_count: Generated<number>;
  reply_count: Generated<number>;
  view_count: Generated<number>;
  share_count: Generated<number>;
  report_count: Generated<number>;
  popularity: Generated<number>;
  accepted_reply_id: number | null;
  closes_at: string | null;
}

export interface CommunityPostPhotoTable {
  post_id: number;
  photo_id: number;
  position: number;
}

export interface CommunityPostProductTable {
  post_id: number;
  product_no: number;
  position: number;
}

export interface CommunitySurveyOptionTable {
  option_id: Generated<number>;
  post_id: number;
  position: number;
  text: string;
  vote_count: Generated<number>;
}

export interface CommunityVoteTable {
  post_id: number;
  member_id: number;
  option_id: number;
  voted_at: string;
}

export interface CommunityReplyTable {
  reply_id: Generated<number>;
  post_id: number;
  parent_reply_id: number | null;
  member_id: number;
  body: string;
  status: Generated<ContentStatus>;
  created_at: string;
  updated_at: string | null;
  deleted_at: string | null;
  like_count: Generated<number>;
  report_count: Generated<number>;
}

export type ReactionKind = 'post-like' | 'reply-like' | 'post-clip';

export interface CommunityReactionTable {
  kind: ReactionKind;
  target_id: number;
  member_id: number;
  created_at: string;
}

export interface CommunityReportTable {
  target_type: 'post' | 'reply';
  target_id: number;
  member_id: number;
  reason: string;
  detail: string | null;
  created_at: string;
}

export interface CommunityViewTable {
  post_id: number;
  viewer: string;
  counted_at: string;
}

export interface CommunityShareTable {
  share_id: Generated<number>;
  post_id: number;
  member_id: number | null;
  device_uuid: string | null;
  created_at: string;
}

export interface BannedWordTable {
  word: string;
  whole_word: Generated<number>;
  created_at: string;
}
