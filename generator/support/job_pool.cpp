// job_pool: the worker threads and their queue.
#include "support/job_pool.hpp"

namespace dw {

unsigned default_job_count() {
  const unsigned cores = std::thread::hardware_concurrency();
  return cores > 0 ? cores : 1;
}

JobPool::JobPool(unsigned threads) : threads_(threads > 0 ? threads : default_job_count()) {}

JobPool::~JobPool() {
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  for (std::thread& worker : workers_) worker.join();
}

void JobPool::enqueue(std::function<void()> job) {
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    queue_.push_back(std::move(job));
    if (workers_.empty())
      for (unsigned i = 1; i < threads_; ++i) workers_.emplace_back([this] { work(); });
  }
  wake_.notify_one();
}

bool JobPool::run_queued() {
  std::function<void()> job;
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (queue_.empty()) return false;
    job = std::move(queue_.front());
    queue_.pop_front();
  }
  job();
  return true;
}

void JobPool::work() {
  for (;;) {
    std::function<void()> job;
    {
      std::unique_lock<std::mutex> lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (queue_.empty()) return;  // stopping, and nothing left to run
      job = std::move(queue_.front());
      queue_.pop_front();
    }
    job();  // a packaged task: what it throws goes to its future
  }
}

}  // namespace dw
