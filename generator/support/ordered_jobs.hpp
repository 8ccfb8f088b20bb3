// ordered_jobs: jobs on the pool whose results are taken back in the order they were submitted
// (the order of the output), with the number out at once bounded by the caller (full()). A job
// may still be queued or running when its owner leaves early (an error thrown while taking an
// earlier result): the destructor waits for every job still out, so none outlives the data it
// refers to.
#pragma once

#include <cstddef>
#include <deque>
#include <future>
#include <memory>
#include <utility>

#include "support/job_pool.hpp"

namespace dw {

template <typename Result>
class OrderedJobs {
 public:
  // `ahead`: how many jobs may be out (queued, running or done but not taken) before full().
  OrderedJobs(JobPool& pool, std::size_t ahead) : pool_(pool), ahead_(ahead > 0 ? ahead : 1) {}
  ~OrderedJobs() {
    for (auto& out : out_) {
      try {
        pool_.wait(out);
      } catch (...) {  // an error of a job nobody takes any more: the first one is on its way up
      }
    }
  }
  OrderedJobs(const OrderedJobs&) = delete;
  OrderedJobs& operator=(const OrderedJobs&) = delete;

  template <typename Job>
  void submit(Job job) {
    out_.push_back(pool_.submit([job = std::move(job)]() mutable { return std::make_shared<Result>(job()); }));
  }
  bool full() const { return out_.size() >= ahead_; }
  bool empty() const { return out_.empty(); }
  // The oldest job's result (running queued jobs while it is not ready); rethrows its error.
  Result take() {
    std::shared_future<std::shared_ptr<Result>> oldest = std::move(out_.front());
    out_.pop_front();
    return std::move(*pool_.wait(oldest));
  }

 private:
  JobPool& pool_;
  std::size_t ahead_;
  std::deque<std::shared_future<std::shared_ptr<Result>>> out_;
};

}  // namespace dw
