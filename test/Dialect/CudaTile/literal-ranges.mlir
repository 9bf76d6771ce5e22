// Integer literals outside their type's range are errors at the literal, never wrapped: every
// literal is read as a 64-bit signed integer ("integer value too large" otherwise, MLIR's
// wording), a narrower integer type takes its signed or unsigned range (i8: -128 to 255), and
// sizes and strides are strictly positive.
// RUN: tilec-opt -allow-unregistered-dialect -split-input-file -verify-diagnostics %s | FileCheck %s

// Dense literals at the limits of every width, read signed and unsigned.
// CHECK-LABEL: cuda_tile.module @limits
cuda_tile.module @limits {
  // CHECK: global @g8 <i8: [-1, -128]> : tile<2xi8>
  global @g8 <i8: [255, -128]> : tile<2xi8>
  // CHECK: global @g64 <i64: [9223372036854775807, -9223372036854775808]> : tile<2xi64>
  global @g64 <i64: [0x7FFFFFFFFFFFFFFF, -9223372036854775808]> : tile<2xi64>
  testing$func @f() {
    // CHECK: constant <i1: [true, true, false, true]> : tile<4xi1>
    %i1 = constant <i1: [1, -1, 0, true]> : tile<4xi1>
    // CHECK: constant <i8: [-1, -128, 127, -128]> : tile<4xi8>
    %i8 = constant <i8: [255, -128, 127, 0x80]> : tile<4xi8>
    // CHECK: constant <i16: [-1, -32768, 32767, -1]> : tile<4xi16>
    %i16 = constant <i16: [65535, -32768, 32767, 0xFFFF]> : tile<4xi16>
    // CHECK: constant <i32: [-1, -2147483648, 2147483647, -1]> : tile<4xi32>
    %i32 = constant <i32: [4294967295, -2147483648, 2147483647, 0xFFFFFFFF]> : tile<4xi32>
    // CHECK: constant <i64: [9223372036854775807, -9223372036854775808]> : tile<2xi64>
    %i64 = constant <i64: [9223372036854775807, -9223372036854775808]> : tile<2xi64>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{integer value too large}}
    %c = constant <i64: 18446744073709551615> : tile<i64>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{integer value too large}}
    %c = constant <i64: [1, 9223372036854775808]> : tile<2xi64>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{integer value too large}}
    %c = constant <i64: -9223372036854775809> : tile<i64>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{integer value too large}}
    %c = constant <i64: 0xFFFFFFFFFFFFFFFF> : tile<i64>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{integer value too large}}
    %c = constant <i8: 18446744073709551616> : tile<i8>
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{integer value too large}}
  global @g <i64: [0, 18446744073709551615]> : tile<2xi64>
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{integer value 4294967296 does not fit in 'i32': expected a value in [-2147483648, 4294967295] (its signed or unsigned range)}}
    %c = constant <i32: 4294967296> : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{integer value -2147483649 does not fit in 'i32': expected a value in [-2147483648, 4294967295] (its signed or unsigned range)}}
    %c = constant <i32: -2147483649> : tile<i32>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{integer value 65536 does not fit in 'i16': expected a value in [-32768, 65535] (its signed or unsigned range)}}
    %c = constant <i16: 65536> : tile<i16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{integer value -32769 does not fit in 'i16': expected a value in [-32768, 65535] (its signed or unsigned range)}}
    %c = constant <i16: -32769> : tile<i16>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{integer value 256 does not fit in 'i8': expected a value in [-128, 255] (its signed or unsigned range)}}
    %c = constant <i8: 256> : tile<i8>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{integer value -129 does not fit in 'i8': expected a value in [-128, 255] (its signed or unsigned range)}}
    %c = constant <i8: [0, -129]> : tile<2xi8>
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{integer value 256 does not fit in 'i8': expected a value in [-128, 255] (its signed or unsigned range)}}
  global @g <i8: 0x100> : tile<i8>
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{integer value -2 does not fit in 'i1': expected a value in [-1, 1] (its signed or unsigned range)}}
    %c = constant <i1: -2> : tile<i1>
    return
  }
}

// -----

// Sizes and strides: the largest one is accepted, and `?` is only ever written as `?`.
// CHECK: "test.use"() : () -> !cuda_tile.tensor_view<9223372036854775807x?xf32, strides=[9223372036854775807,?]>
"test.use"() : () -> !cuda_tile.tensor_view<9223372036854775807x?xf32, strides=[9223372036854775807,?]>

// -----

// expected-error @below {{expected strictly positive integer, got -9223372036854775808}}
"test.use"() : () -> !cuda_tile.tensor_view<4xf32, strides=[-9223372036854775808]>

// -----

// expected-error @below {{integer value too large}}
"test.use"() : () -> !cuda_tile.tensor_view<4xf32, strides=[18446744073709551615]>

// -----

// expected-error @below {{expected strictly positive integer, got -9223372036854775808}}
"test.use"() : () -> !cuda_tile.strided_view<tile=(4), traversal_strides=[-9223372036854775808], tensor_view<8xf32, strides=[1]>>

// -----

// expected-error @below {{integer value too large}}
"test.use"() : () -> !cuda_tile.strided_view<tile=(4), traversal_strides=[9223372036854775808], tensor_view<8xf32, strides=[1]>>

// -----

// expected-error @below {{integer value too large}}
"test.use"() : () -> !cuda_tile.partition_view<tile=(4), tensor_view<8xf32, strides=[1]>, dim_map=[18446744073709551616]>

// -----

// expected-error @below {{integer value too large}}
"test.use"() : () -> !cuda_tile.gather_scatter_view<tile=(4), tensor_view<8xf32, strides=[1]>, sparse_dim=18446744073709551616>

// -----

// expected-error @below {{invalid dimension}}
"test.use"() : () -> !cuda_tile.tile<18446744073709551616xf32>

// -----

// Hint values: 64-bit signed integers, or within the integer type written after them. They
// print as signed numbers without their type, as NVIDIA's printer writes them.
// CHECK-LABEL: cuda_tile.module @hints
cuda_tile.module @hints {
  // CHECK: entry @k() optimization_hints=<sm_80 = {num_cta_in_cga = 9223372036854775807, occupancy = -9223372036854775808}, sm_90 = {allow_tma = true, latency = -1}>
  entry @k() optimization_hints=<sm_80 = {occupancy = -9223372036854775808, num_cta_in_cga = 9223372036854775807}, sm_90 = {latency = 255 : i8, allow_tma = true}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{integer value too large}}
  entry @k() optimization_hints=<sm_80 = {occupancy = 18446744073709551615}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{integer value too large}}
  entry @k() optimization_hints=<sm_80 = {occupancy = -9223372036854775809}> {
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{integer value 256 does not fit in 'i8': expected a value in [-128, 255] (its signed or unsigned range)}}
  entry @k() optimization_hints=<sm_80 = {occupancy = 256 : i8}> {
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%p: tile<ptr<f32>>) {
    // expected-error @below {{integer value too large}}
    %x, %t = load_ptr_tko weak %p optimization_hints = <sm_90 = {latency = 9223372036854775808}> : tile<ptr<f32>> -> tile<f32>, token
    return
  }
}

// -----

cuda_tile.module @m {
  // expected-error @below {{optimization hint 'occupancy' appears twice for 'sm_80'}}
  entry @k() optimization_hints=<sm_80 = {occupancy = 1, occupancy = 2}> {
  }
}

// -----

// make_tensor_view's static shape and stride entries follow the same rule.
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{expected strictly positive integer, got -9223372036854775808}}
    %tv = make_tensor_view %p, shape = [-9223372036854775808], strides = [1] : tensor_view<?xf32, strides=[1]>
    return
  }
}

// -----

cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-error @below {{expected strictly positive integer, got 0}}
    %tv = make_tensor_view %p, shape = [4], strides = [0] : tensor_view<4xf32, strides=[?]>
    return
  }
}
