// png_queue and job_pool: images queued on a pool of threads come out as the same files, written
// in the order queued, as one thread encoding each in turn would write; an image equal to a
// recent one is encoded once; a failing job's exception reaches whoever waits for it.
#include "print/png_queue.hpp"

#include <gtest/gtest.h>

#include <stdexcept>
#include <thread>

#include "print/png_encoder.hpp"
#include "support/job_pool.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

using namespace dw::testing;

// A white image with a black bar `shade` px wide: equal shades give equal pixels.
ImageSurface bar(int shade) {
  ImageSurface s = make_white_surface(40, 30);
  cairo_t* cr = cairo_create(s.get());
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_rectangle(cr, 0, 0, shade, 30);
  cairo_fill(cr);
  cairo_destroy(cr);
  return s;
}

TEST(JobPool, ResultsFollowSubmissionWhateverTheThreads) {
  for (unsigned threads : {1u, 2u, 4u}) {
    JobPool pool(threads);
    std::vector<std::shared_future<int>> results;
    for (int i = 0; i < 50; ++i) results.push_back(pool.submit([i] { return i * i; }));
    for (int i = 0; i < 50; ++i) EXPECT_EQ(results[i].get(), i * i) << threads << " threads";
  }
}

TEST(JobPool, OneThreadRunsJobsAtSubmissionOnTheCaller) {
  JobPool pool(1);
  const auto ran_on = pool.submit([] { return std::this_thread::get_id(); });
  ASSERT_EQ(ran_on.wait_for(std::chrono::seconds(0)), std::future_status::ready);
  EXPECT_EQ(ran_on.get(), std::this_thread::get_id());
}

TEST(JobPool, TwoThreadsRunJobsOffTheCaller) {
  JobPool pool(2);
  EXPECT_NE(pool.submit([] { return std::this_thread::get_id(); }).get(), std::this_thread::get_id());
}

TEST(JobPool, DefaultIsAtLeastOneThread) {
  EXPECT_GE(default_job_count(), 1u);
  EXPECT_EQ(JobPool(0).threads(), default_job_count());
}

TEST(JobPool, ExceptionReachesTheWaiter) {
  JobPool pool(2);
  auto failed = pool.submit([]() -> int { throw std::runtime_error("encoder out of memory"); });
  EXPECT_THROW(failed.get(), std::runtime_error);
  EXPECT_EQ(pool.submit([] { return 7; }).get(), 7) << "the pool goes on after a failed job";
}

TEST(PngQueue, SameFilesInQueueOrderForAnyThreads) {
  const std::vector<int> shades = {3, 9, 3, 14, 9, 3, 20};
  for (unsigned threads : {1u, 2u, 3u}) {
    TempDir dir;
    TargetFolder folder(dir.path(), {".png"});
    JobPool pool(threads);
    PngQueue queue(folder, pool, 4);
    std::vector<std::string> named;  // the order names were asked for: the order files were written
    for (std::size_t i = 0; i < shades.size(); ++i)
      queue.write(bar(shades[i]), 300, [&named, i](const std::string& png) {
        named.push_back(std::to_string(i) + "-" + std::to_string(png.size()) + ".png");
        return named.back();
      });
    queue.finish();
    ASSERT_EQ(named.size(), shades.size()) << threads << " threads";
    for (std::size_t i = 0; i < shades.size(); ++i) {
      const std::string expected = encode_png(bar(shades[i]).get(), 300);
      EXPECT_EQ(named[i].substr(0, named[i].find('-')), std::to_string(i)) << "written in queue order";
      EXPECT_EQ(queue.name(i), named[i]);
      EXPECT_EQ(read_file(dir.path() / named[i]), expected) << named[i] << ", " << threads << " threads";
    }
    EXPECT_EQ(queue.encoded(), 4u) << "shades 3, 9, 14, 20";
    EXPECT_EQ(queue.repeats(), 3u);
  }
}

TEST(PngQueue, RepeatsAreLookedForOnlyAmongTheRemembered) {
  TempDir dir;
  TargetFolder folder(dir.path(), {".png"});
  JobPool pool(2);
  PngQueue forgetful(folder, pool, 0);
  PngQueue short_memory(folder, pool, 1);
  for (int shade : {3, 9, 3}) {
    forgetful.write(bar(shade), 300, "f" + std::to_string(forgetful.encoded() + forgetful.repeats()) + ".png");
    short_memory.write(bar(shade), 300, "s" + std::to_string(short_memory.encoded() + short_memory.repeats()) + ".png");
  }
  short_memory.write(bar(3), 300, "s3.png");  // the one remembered is the last 3
  forgetful.finish();
  short_memory.finish();
  EXPECT_EQ(forgetful.encoded(), 3u);
  EXPECT_EQ(short_memory.encoded(), 3u);
  EXPECT_EQ(short_memory.repeats(), 1u);
  EXPECT_EQ(read_file(dir.path() / "s3.png"), read_file(dir.path() / "f0.png"));
}

TEST(PngQueue, SameResolutionOnlyCountsAsARepeat) {
  TempDir dir;
  TargetFolder folder(dir.path(), {".png"});
  JobPool pool(2);
  PngQueue queue(folder, pool, 4);
  queue.write(bar(5), 300, "a.png");
  queue.write(bar(5), 150, "b.png");
  queue.finish();
  EXPECT_EQ(queue.encoded(), 2u) << "pHYs differs";
  EXPECT_NE(read_file(dir.path() / "a.png"), read_file(dir.path() / "b.png"));
}

// Images handed over come back as bytes, in queue order among the written ones, and write no
// file; a repeat of a written image is not encoded again.
TEST(PngQueue, HandedOverImagesComeBackAsBytesInQueueOrder) {
  for (unsigned threads : {1u, 2u}) {
    TempDir dir;
    TargetFolder folder(dir.path(), {".png"});
    JobPool pool(threads);
    PngQueue queue(folder, pool, 4);
    std::vector<std::string> order;
    std::string handed;
    queue.write(bar(3), 300, [&order](const std::string&) {
      order.push_back("front");
      return std::string("front.png");
    });
    queue.hand_over(bar(9), 300, [&order, &handed](const std::string& png) {
      order.push_back("back");
      handed = png;
    });
    queue.write(bar(9), 300, [&order](const std::string&) {
      order.push_back("again");
      return std::string("again.png");
    });
    queue.finish();
    EXPECT_EQ(order, (std::vector<std::string>{"front", "back", "again"})) << threads << " threads";
    EXPECT_EQ(handed, encode_png(bar(9).get(), 300));
    EXPECT_EQ(read_file(dir.path() / "again.png"), handed);
    EXPECT_EQ(folder.written(), 2u) << "nothing written for the handed-over image";
    EXPECT_EQ(queue.encoded(), 2u);
    EXPECT_EQ(queue.repeats(), 1u);
  }
}

}  // namespace
}  // namespace dw
