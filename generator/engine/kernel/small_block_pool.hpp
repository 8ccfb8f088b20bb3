// small_block_pool: the memory of one interpreter's small objects (a rules call makes and drops
// many short tables and strings): blocks of up to 256 bytes in sixteen size classes of 16 bytes,
// carved from 64 KiB slabs and reused through one free list per class, so that they cost no call
// into malloc. Larger blocks go to malloc. Blocks are 16-byte aligned. Memory is given back when
// the pool is destroyed (after the interpreter is closed). Not thread-safe, as the interpreter.
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

namespace dw::engine::kernel {

class SmallBlockPool {
 public:
  SmallBlockPool() = default;
  SmallBlockPool(const SmallBlockPool&) = delete;
  SmallBlockPool& operator=(const SmallBlockPool&) = delete;

  // As a lua_Alloc without the accounting: `block` of `old_size` bytes (null: none) becomes a
  // block of `new_size` > 0 bytes holding its first bytes, or null when memory runs out (the old
  // block is then left as it was).
  void* resize(void* block, std::size_t old_size, std::size_t new_size);
  // Gives back `block` (null: nothing) of `size` bytes.
  void release(void* block, std::size_t size);

 private:
  static constexpr std::size_t kGrain = 16;
  static constexpr std::size_t kClasses = 16;  // blocks up to kGrain * kClasses bytes
  static constexpr std::size_t kSlabBytes = 64 * 1024;

  // The size class of a block of `size` > 0 bytes, or kClasses when it is too large for the pool.
  static std::size_t class_of(std::size_t size) { return size <= kGrain * kClasses ? (size - 1) / kGrain : kClasses; }
  void* take(std::size_t size_class);

  struct FreeBlock {
    FreeBlock* next;
  };
  FreeBlock* free_[kClasses] = {};
  std::vector<std::unique_ptr<std::byte[]>> slabs_;
  std::byte* slab_next_ = nullptr;
  std::size_t slab_left_ = 0;
};

}  // namespace dw::engine::kernel
