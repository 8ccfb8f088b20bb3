// job_pool: a fixed set of worker threads running independent jobs (`build --jobs N`). Each
// job's result comes back through its own future, so whoever submits decides the order results
// are used in, and an output never depends on how many threads ran or which finished first.
// The submitting thread counts as one of the threads: it draws, and while it waits for a result
// it runs queued jobs itself (run_queued), so on a busy machine it does not sleep while there is
// work; the pool starts `threads - 1` workers. With one thread there are no workers: a job runs
// in the submitting thread, at submission.
// A job that draws uses its own thread's font context and renderer (render/thread_renderers.hpp),
// never another thread's.
#pragma once

#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <future>
#include <memory>
#include <mutex>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

namespace dw {

// The machine's hardware threads (std::thread::hardware_concurrency), at least 1.
unsigned default_job_count();

class JobPool {
 public:
  // `threads`: how many jobs may run at once; 0 means default_job_count(). The workers start with
  // the first job submitted, so a build that has nothing to share out starts none.
  explicit JobPool(unsigned threads = 0);
  ~JobPool();  // runs the jobs still queued, then joins the workers
  JobPool(const JobPool&) = delete;
  JobPool& operator=(const JobPool&) = delete;

  unsigned threads() const { return threads_; }

  // Runs one queued job on the calling thread; false when none is waiting.
  bool run_queued();

  // Waits for `result`, running queued jobs meanwhile.
  template <typename Result>
  const Result& wait(const std::shared_future<Result>& result) {
    while (result.wait_for(std::chrono::seconds(0)) != std::future_status::ready)
      if (!run_queued()) break;
    return result.get();
  }

  // Queues `job`; its result (or the exception it threw) arrives through the future. The job
  // object lives as long as the future does: a job holding large data should drop it when done.
  template <typename Job>
  std::shared_future<std::invoke_result_t<Job>> submit(Job job) {
    using Result = std::invoke_result_t<Job>;
    auto task = std::make_shared<std::packaged_task<Result()>>(std::move(job));
    std::shared_future<Result> result = task->get_future().share();
    if (threads_ <= 1) {
      (*task)();
    } else {
      enqueue([task] { (*task)(); });
    }
    return result;
  }

 private:
  void enqueue(std::function<void()> job);
  void work();

  unsigned threads_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<std::function<void()>> queue_;
  bool stopping_ = false;
  std::vector<std::thread> workers_;
};

}  // namespace dw
