//===- BufferSpecTest.cpp - generated kernel inputs -----------------------===//
#include "tilec/Runtime/BufferSpec.h"

#include "ExpectedTesting.h"

#include <gtest/gtest.h>

using namespace tilec::runtime;
using tilec::testing::failureMessage;

namespace {

TEST(BufferSpecTest, Generators) {
  llvm::Expected<HostBuffer> zeros = createBufferFromSpec("zeros:bf16:64x64");
  TILEC_ASSERT_SUCCEEDED(zeros);
  EXPECT_EQ(zeros->getKind(), ScalarKind::BF16);
  EXPECT_EQ(zeros->getShape(), llvm::ArrayRef<int64_t>({64, 64}));
  EXPECT_EQ(zeros->getDouble(4095), 0.0);

  llvm::Expected<HostBuffer> iota = createBufferFromSpec("iota:i8:300");
  TILEC_ASSERT_SUCCEEDED(iota);
  EXPECT_EQ(iota->getInt(5), 5);
  EXPECT_EQ(iota->getInt(257), 1); // wraps modulo 2^8

  llvm::Expected<HostBuffer> ones = createBufferFromSpec("ones:f16:3");
  TILEC_ASSERT_SUCCEEDED(ones);
  EXPECT_EQ(ones->getDouble(2), 1.0);
}

TEST(BufferSpecTest, RandIsReproducibleAndInRange) {
  llvm::Expected<HostBuffer> a = createBufferFromSpec("rand:f32:1000");
  llvm::Expected<HostBuffer> b = createBufferFromSpec("rand:f32:1000");
  llvm::Expected<HostBuffer> c = createBufferFromSpec("rand:f32:1000:7");
  TILEC_ASSERT_SUCCEEDED(a);
  TILEC_ASSERT_SUCCEEDED(b);
  TILEC_ASSERT_SUCCEEDED(c);
  bool differs = false;
  for (int64_t i = 0; i < 1000; ++i) {
    EXPECT_EQ(a->getBits(i), b->getBits(i));
    EXPECT_GE(a->getDouble(i), -1.0);
    EXPECT_LT(a->getDouble(i), 1.0);
    differs |= a->getBits(i) != c->getBits(i);
  }
  EXPECT_TRUE(differs) << "a different seed must give different values";

  llvm::Expected<HostBuffer> ints = createBufferFromSpec("rand:i32:1000");
  TILEC_ASSERT_SUCCEEDED(ints);
  for (int64_t i = 0; i < 1000; ++i) {
    EXPECT_GE(ints->getInt(i), -16);
    EXPECT_LT(ints->getInt(i), 16);
  }
}

TEST(BufferSpecTest, ExplainsBadSpecs) {
  EXPECT_EQ(failureMessage(createBufferFromSpec("random:f32:4")), "buffer 'random:f32:4': expected a .npy file or "
                                               "GEN:KIND:SHAPE with GEN one of rand, zeros, "
                                               "ones, iota");
  EXPECT_EQ(failureMessage(createBufferFromSpec("zeros:f33:4")), 
                           "buffer 'zeros:f33:4': unknown element type 'f33' (expected i1, i8, "
                           "i16, i32, i64, f16, bf16, tf32, f32, f64, f8E4M3FN, f8E5M2, "
                           "f8E8M0FNU or f4E2M1FN)");
  EXPECT_EQ(failureMessage(createBufferFromSpec("zeros:f32:4x0")), "buffer 'zeros:f32:4x0': shape '4x0' must be "
                                               "positive extents separated by 'x', e.g. 64x128");
  EXPECT_EQ(failureMessage(createBufferFromSpec("zeros:f32:4:1")), "buffer 'zeros:f32:4:1': expected zeros:KIND:SHAPE");
  EXPECT_EQ(failureMessage(createBufferFromSpec("rand:f32:4:x")), "buffer 'rand:f32:4:x': seed 'x' is not a "
                                               "non-negative integer");
  EXPECT_EQ(failureMessage(createBufferFromSpec("zeros:f16:4", ScalarKind::F32)), "buffer 'zeros:f16:4': element type f16 does not "
                                               "match the kernel's f32");
}

TEST(BufferSpecTest, RecognisesBufferSpecs) {
  EXPECT_TRUE(isBufferSpec("rand:f32:8"));
  EXPECT_TRUE(isBufferSpec("input.npy"));
  EXPECT_FALSE(isBufferSpec("42"));
  EXPECT_FALSE(isBufferSpec("1.5"));
}

} // namespace
