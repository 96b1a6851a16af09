import { useId } from "react";
import { Button, GridList, GridListItem } from "react-aria-components";
import buttons from "../../shell/buttons.module.css";
import dialog from "../../shell/dialog.module.css";
import { EDITOR_TEXT as T } from "../../shell/ui-text.ts";
import styles from "./media-dialog.module.css";
import { type MediaItem, uploadedAt } from "./media-item.ts";
import { useSiteMedia } from "./use-site-media.ts";

const thumbnailOf = (item: MediaItem) => item.imgDimensions.small?.url ?? item.imgUrl;

/**
 * The site's uploaded images as a grid: arrows move through them, a click or an arrow selects
 * one (`onSelect`), a double click or Enter uses it at once (`onUse`, when given).
 */
export function MediaLibrary({
  siteId,
  isShared,
  selectedId,
  onSelect,
  onUse,
  heading = T.mediaLibraryHeading,
}: {
  siteId: string;
  isShared: boolean;
  selectedId: string | undefined;
  onSelect: (item: MediaItem | undefined) => void;
  onUse?: ((item: MediaItem) => void) | undefined;
  heading?: string;
}) {
  const headingId = useId();
  const media = useSiteMedia(siteId, isShared);
  const items = media.data?.pages.flatMap((page) => page.items) ?? [];
  const byId = (key: unknown) => items.find((item) => item.id === key);
  return (
    <section className={styles.part} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {heading}
      </h3>
      {media.isPending && <p role="status">{T.mediaLoading}</p>}
      {media.error !== null && (
        <p role="alert" className={dialog.error}>
          {media.error.message}
        </p>
      )}
      {media.isSuccess && (
        <GridList
          aria-label={T.mediaLibrary}
          className={styles.grid}
          layout="grid"
          items={items}
          selectionMode="single"
          selectionBehavior="replace"
          selectedKeys={selectedId === undefined ? [] : [selectedId]}
          onSelectionChange={(keys) => onSelect(keys === "all" ? undefined : byId([...keys][0]))}
          onAction={
            onUse === undefined
              ? undefined
              : (key) => {
                  const item = byId(key);
                  if (item !== undefined) onUse(item);
                }
          }
          renderEmptyState={() => <p className={styles.empty}>{T.mediaEmpty}</p>}
        >
          {(item) => (
            <GridListItem className={styles.item} textValue={T.mediaUploadedAt(uploadedAt(item))}>
              <img className={styles.thumbnail} src={thumbnailOf(item)} alt="" />
              <span className={styles.date}>{uploadedAt(item)}</span>
            </GridListItem>
          )}
        </GridList>
      )}
      {media.hasNextPage && (
        <Button
          className={buttons.secondary}
          isDisabled={media.isFetchingNextPage}
          onPress={() => media.fetchNextPage()}
        >
          {media.isFetchingNextPage ? T.mediaLoadingMore : T.mediaShowMore}
        </Button>
      )}
    </section>
  );
}
