// left_to_exit: what a run hands to the process exit outlives every other owner of it.
#include <gtest/gtest.h>

#include <memory>

#include "support/left_to_exit.hpp"

namespace dw {
namespace {

bool probe_destroyed = false;

struct Probe {
  ~Probe() { probe_destroyed = true; }
};

TEST(LeftToExit, AStructureHandedInIsNotDestroyedWhenItsOwnerLetsGo) {
  auto owned = std::make_unique<Probe>();
  leave_to_exit(std::move(owned));
  EXPECT_FALSE(probe_destroyed);
}

TEST(LeftToExit, ASharedStructureStaysAliveAfterItsLastOtherOwnerIsGone) {
  auto shared = std::make_shared<int>(7);
  const std::weak_ptr<int> watch = shared;
  leave_to_exit(shared);
  shared.reset();
  ASSERT_FALSE(watch.expired());
  EXPECT_EQ(*watch.lock(), 7);
}

}  // namespace
}  // namespace dw
