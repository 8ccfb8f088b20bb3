// small_block_pool: free lists per size class over slabs, malloc for the rest.
#include "engine/kernel/small_block_pool.hpp"

#include <cstdlib>
#include <cstring>
#include <new>

namespace dw::engine::kernel {

void* SmallBlockPool::take(std::size_t size_class) {
  if (FreeBlock* block = free_[size_class]) {
    free_[size_class] = block->next;
    return block;
  }
  const std::size_t bytes = (size_class + 1) * kGrain;
  if (slab_left_ < bytes) {
    auto slab = std::unique_ptr<std::byte[]>(new (std::nothrow) std::byte[kSlabBytes]);
    if (!slab) return nullptr;
    slab_next_ = slab.get();
    slab_left_ = kSlabBytes;
    slabs_.push_back(std::move(slab));  // the rest of the last slab stays unused
  }
  void* block = slab_next_;
  slab_next_ += bytes;
  slab_left_ -= bytes;
  return block;
}

void SmallBlockPool::release(void* block, std::size_t size) {
  if (!block) return;
  const std::size_t size_class = class_of(size);
  if (size_class == kClasses) {
    std::free(block);
    return;
  }
  free_[size_class] = new (block) FreeBlock{free_[size_class]};
}

void* SmallBlockPool::resize(void* block, std::size_t old_size, std::size_t new_size) {
  const std::size_t to = class_of(new_size);
  if (!block) return to == kClasses ? std::malloc(new_size) : take(to);
  const std::size_t from = class_of(old_size);
  if (from == to) return to == kClasses ? std::realloc(block, new_size) : block;
  void* moved = to == kClasses ? std::malloc(new_size) : take(to);
  if (!moved) return nullptr;
  std::memcpy(moved, block, old_size < new_size ? old_size : new_size);
  release(block, old_size);
  return moved;
}

}  // namespace dw::engine::kernel
