// Optimization hints are checked beyond their structure only on request: -Wunsupported-hints
// warns about unknown targets, hint names the operation does not take, non-integer values and
// out-of-range values; -Werr-hints makes them errors (the first one per operation, targets and
// hint names in sorted order); without either flag nothing is reported.
// RUN: tilec-opt -Wunsupported-hints -split-input-file -verify-diagnostics %s
// The other runs drop the expected-warning lines, which tilec-opt would otherwise check.
// RUN: sed -e '/expected-warning/d' %s | not tilec-opt -Werr-hints -split-input-file - -o /dev/null 2>&1 | FileCheck --check-prefix=ERR %s
// RUN: sed -e '/expected-warning/d' %s | not tilec-opt -Wunsupported-hints -Werr-hints -split-input-file - -o /dev/null 2>&1 | FileCheck --check-prefix=ERR %s
// RUN: sed -e '/expected-warning/d' %s | tilec-opt -split-input-file -verify-diagnostics - -o /dev/null
// Each warning is reported once, though passes verify the IR again.
// RUN: sed -e '/expected-warning/d' %s | tilec-opt -Wunsupported-hints -canonicalize -split-input-file - -o /dev/null 2>&1 | grep -c 'warning:' | FileCheck --check-prefix=COUNT %s
// COUNT: {{^}}26{{$}}
// ERR-NOT: warning

// Every known target, every entry hint at its bounds: nothing to report.
cuda_tile.module @m {
  entry @k() optimization_hints=<sm_80 = {num_cta_in_cga = 1, num_worker_warps_per_cta = 1, occupancy = 1}, sm_86 = {num_cta_in_cga = 16, num_worker_warps_per_cta = 32, occupancy = 32}, sm_87 = {}, sm_88 = {}, sm_89 = {}, sm_90 = {num_worker_warps_per_cta = 4 : i32}, sm_100 = {}, sm_103 = {}, sm_110 = {}, sm_120 = {}, sm_121 = {}, default = {occupancy = 2}> {
  }
  entry @ptr(%p: tile<ptr<f32>>, %v: tile<f32>) {
    %x, %t = load_ptr_tko weak %p optimization_hints = <sm_90 = {latency = 1}, default = {latency = 10}> : tile<ptr<f32>> -> tile<f32>, token
    %t2 = store_ptr_tko weak %p, %v optimization_hints = <sm_100 = {latency = 5}> : tile<ptr<f32>>, tile<f32> -> token
  }
  testing$func @view(%pv: partition_view<tile=(16x64), tensor_view<?x64xf16, strides=[64,1]>>, %r: tile<i32>) {
    %x, %t = load_view_tko weak %pv[%r, %r] optimization_hints = <sm_90 = {allow_tma = true, latency = 10}> : partition_view<tile=(16x64), tensor_view<?x64xf16, strides=[64,1]>>, tile<i32> -> tile<16x64xf16>, token
    %t2 = store_view_tko weak %x, %pv[%r, %r] optimization_hints = <default = {allow_tma = false, latency = 1}> : tile<16x64xf16>, partition_view<tile=(16x64), tensor_view<?x64xf16, strides=[64,1]>>, tile<i32> -> token
    return
  }
}

// -----

// ERR: error: 'cuda_tile.entry' op optimization hint target 'sm_75' is not supported: expected one of sm_80, sm_86, sm_87, sm_88, sm_89, sm_90, sm_100, sm_103, sm_110, sm_120, sm_121, default
cuda_tile.module @m {
  // expected-warning @below {{'cuda_tile.entry' op optimization hint target 'sm_75' is not supported: expected one of sm_80, sm_86, sm_87, sm_88, sm_89, sm_90, sm_100, sm_103, sm_110, sm_120, sm_121, default}}
  // expected-warning @below {{'cuda_tile.entry' op optimization hint target 'sm_90a' is not supported}}
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'occupancy' for 'sm_90a' must be in [1, 32], got 40}}
  entry @k() optimization_hints=<sm_75 = {occupancy = 2}, sm_90 = {occupancy = 2}, sm_90a = {occupancy = 40}> {
  }
}

// -----

// ERR: error: 'cuda_tile.entry' op optimization hint 'num_ctas' for 'default' is not supported: this operation takes num_cta_in_cga, num_worker_warps_per_cta, occupancy
cuda_tile.module @m {
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'latency' for 'sm_90' is not supported: this operation takes num_cta_in_cga, num_worker_warps_per_cta, occupancy}}
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'num_ctas' for 'default' is not supported}}
  entry @k() optimization_hints=<sm_90 = {latency = 2, occupancy = 4}, default = {num_ctas = 2}> {
  }
}

// -----

// ERR: error: 'cuda_tile.entry' op optimization hint 'occupancy' for 'sm_100' must be an integer, got unit
cuda_tile.module @m {
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'occupancy' for 'sm_90' must be an integer, got true}}
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'num_cta_in_cga' for 'sm_90' must be an integer, got "2"}}
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'num_worker_warps_per_cta' for 'sm_90' must be an integer, got 4.000000e+00 : f32}}
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'occupancy' for 'sm_100' must be an integer, got unit}}
  entry @k() optimization_hints=<sm_90 = {occupancy = true, num_cta_in_cga = "2", num_worker_warps_per_cta = 4.0 : f32}, sm_100 = {occupancy}> {
  }
}

// -----

// ERR: error: 'cuda_tile.entry' op optimization hint 'num_cta_in_cga' for 'default' must be a power of two no greater than 16, got 0
cuda_tile.module @m {
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'num_cta_in_cga' for 'sm_90' must be a power of two no greater than 16, got 3}}
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'num_worker_warps_per_cta' for 'sm_90' must be a power of two no greater than 32, got 64}}
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'occupancy' for 'sm_90' must be in [1, 32], got 0}}
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'num_cta_in_cga' for 'sm_100' must be a power of two no greater than 16, got 32}}
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'num_worker_warps_per_cta' for 'sm_100' must be a power of two no greater than 32, got 6}}
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'occupancy' for 'sm_100' must be in [1, 32], got 33}}
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'num_cta_in_cga' for 'default' must be a power of two no greater than 16, got 0}}
  // expected-warning @below {{'cuda_tile.entry' op optimization hint 'occupancy' for 'default' must be in [1, 32], got -1}}
  entry @k() optimization_hints=<sm_90 = {num_cta_in_cga = 3, num_worker_warps_per_cta = 64, occupancy = 0}, sm_100 = {num_cta_in_cga = 32, num_worker_warps_per_cta = 6, occupancy = 33}, default = {num_cta_in_cga = 0, occupancy = 255 : i8}> {
  }
}

// -----

// ERR: error: 'cuda_tile.load_ptr_tko' op optimization hint target 'sm_70' is not supported
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>) {
    // expected-warning @below {{'cuda_tile.load_ptr_tko' op optimization hint 'latency' for 'sm_90' must be in [1, 10], got 11}}
    // expected-warning @below {{'cuda_tile.load_ptr_tko' op optimization hint 'allow_tma' for 'sm_90' is not supported: this operation takes latency}}
    // expected-warning @below {{'cuda_tile.load_ptr_tko' op optimization hint target 'sm_70' is not supported}}
    %x, %t = load_ptr_tko weak %p optimization_hints = <sm_90 = {latency = 11, allow_tma = true}, sm_70 = {}> : tile<ptr<f32>> -> tile<f32>, token
  }
}

// -----

// ERR: error: 'cuda_tile.store_ptr_tko' op optimization hint 'latency' for 'default' must be in [1, 10], got 0
cuda_tile.module @m {
  entry @k(%p: tile<ptr<f32>>, %v: tile<f32>) {
    // expected-warning @below {{'cuda_tile.store_ptr_tko' op optimization hint 'latency' for 'default' must be in [1, 10], got 0}}
    // expected-warning @below {{'cuda_tile.store_ptr_tko' op optimization hint 'occupancy' for 'default' is not supported: this operation takes latency}}
    %t = store_ptr_tko weak %p, %v optimization_hints = <default = {latency = 0, occupancy = 1}> : tile<ptr<f32>>, tile<f32> -> token
  }
}

// -----

// ERR: error: 'cuda_tile.load_view_tko' op optimization hint 'allow_tma' for 'sm_90' must be true or false, got 1
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16x64), tensor_view<?x64xf16, strides=[64,1]>>, %r: tile<i32>) {
    // expected-warning @below {{'cuda_tile.load_view_tko' op optimization hint 'allow_tma' for 'sm_90' must be true or false, got 1}}
    // expected-warning @below {{'cuda_tile.load_view_tko' op optimization hint 'latency' for 'sm_90' must be an integer, got false}}
    %x, %t = load_view_tko weak %pv[%r, %r] optimization_hints = <sm_90 = {allow_tma = 1, latency = false}> : partition_view<tile=(16x64), tensor_view<?x64xf16, strides=[64,1]>>, tile<i32> -> tile<16x64xf16>, token
    return
  }
}

// -----

// ERR: error: 'cuda_tile.store_view_tko' op optimization hint 'latency' for 'sm_100' must be in [1, 10], got 12
cuda_tile.module @m {
  testing$func @f(%pv: partition_view<tile=(16x64), tensor_view<?x64xf16, strides=[64,1]>>, %x: tile<16x64xf16>, %r: tile<i32>) {
    // expected-warning @below {{'cuda_tile.store_view_tko' op optimization hint 'num_cta_in_cga' for 'sm_100' is not supported: this operation takes allow_tma, latency}}
    // expected-warning @below {{'cuda_tile.store_view_tko' op optimization hint 'latency' for 'sm_100' must be in [1, 10], got 12}}
    %t = store_view_tko weak %x, %pv[%r, %r] optimization_hints = <sm_100 = {num_cta_in_cga = 2, latency = 12}> : tile<16x64xf16>, partition_view<tile=(16x64), tensor_view<?x64xf16, strides=[64,1]>>, tile<i32> -> token
    return
  }
}
