// mmai on AMX tiles (lib/Runtime/Cpu/MicrokernelAmx.cpp) against the interpreter: shapes whose
// M and N are multiples of 32 and K of 64 take the AMX kernel on CPUs with AMX-INT8, in every
// signedness, with sums that wrap past 2^31; TILEC_CPU_MATMUL_ISA=avx512 forces the AVX-512
// kernels on the same inputs, which must print the same. On a CPU without AMX both runs take
// the AVX-512 (or narrower) kernels, and the test still checks those.
// RUN: tilec run --compare-interpreter %s --entry signs --arg iota:i8:64x128 --arg rand:i8:128x32:3 --arg rand:i32:64x32:4 > %t.amx
// RUN: env TILEC_CPU_MATMUL_ISA=avx512 tilec run --compare-interpreter %s --entry signs --arg iota:i8:64x128 --arg rand:i8:128x32:3 --arg rand:i32:64x32:4 > %t.avx512
// RUN: diff %t.amx %t.avx512
// RUN: tilec run --compare-interpreter %s --entry wrap | FileCheck %s --check-prefix=WRAP
// RUN: env TILEC_CPU_MATMUL_ISA=avx512 tilec run --compare-interpreter %s --entry wrap | FileCheck %s --check-prefix=WRAP

// (-128)·(-128)·64 = 2^20 added to 2^31 - 1001 wraps to -2^31 + 2^20 - 1001 = -2146436073
// signed; unsigned 128·128·64 is the same sum.
// WRAP: result #0: tile<32x32xi32> = {{\[}}[-2146436073, -2146436073,
// WRAP: result #1: tile<32x32xi32> = {{\[}}[-2146436073, -2146436073,
// A signed by unsigned product: (-1)·255·64 = -16320.
// WRAP: result #2: tile<32x32xi32> = {{\[}}[-16320, -16320,

cuda_tile.module @m {
  testing$func @signs(%a: tile<64x128xi8>, %b: tile<128x32xi8>, %c: tile<64x32xi32>)
      -> (tile<64x32xi32>, tile<64x32xi32>, tile<64x32xi32>, tile<64x32xi32>) {
    %ss = mmai %a, %b, %c signed signed : tile<64x128xi8>, tile<128x32xi8>, tile<64x32xi32>
    %su = mmai %a, %b, %c signed unsigned : tile<64x128xi8>, tile<128x32xi8>, tile<64x32xi32>
    %us = mmai %a, %b, %c unsigned signed : tile<64x128xi8>, tile<128x32xi8>, tile<64x32xi32>
    %uu = mmai %a, %b, %c unsigned unsigned : tile<64x128xi8>, tile<128x32xi8>, tile<64x32xi32>
    return %ss, %su, %us, %uu : tile<64x32xi32>, tile<64x32xi32>, tile<64x32xi32>, tile<64x32xi32>
  }

  testing$func @wrap() -> (tile<32x32xi32>, tile<32x32xi32>, tile<32x32xi32>) {
    %a = constant <i8: -128> : tile<32x64xi8>
    %b = constant <i8: -128> : tile<64x32xi8>
    %c = constant <i32: 2147482647> : tile<32x32xi32>
    %ss = mmai %a, %b, %c signed signed : tile<32x64xi8>, tile<64x32xi8>, tile<32x32xi32>
    %uu = mmai %a, %b, %c unsigned unsigned : tile<32x64xi8>, tile<64x32xi8>, tile<32x32xi32>
    %m = constant <i8: -1> : tile<32x64xi8>
    %n = constant <i8: -1> : tile<64x32xi8>
    %z = constant <i32: 0> : tile<32x32xi32>
    %su = mmai %m, %n, %z signed unsigned : tile<32x64xi8>, tile<64x32xi8>, tile<32x32xi32>
    return %ss, %uu, %su : tile<32x32xi32>, tile<32x32xi32>, tile<32x32xi32>
  }
}
