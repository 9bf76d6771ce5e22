cuda_tile.module @m {
  testing$func @fresh() -> (tile<i1>, tile<i8>, tile<i16>, tile<i32>, tile<i64>, tile<f16>, tile<bf16>, tile<f32>, tile<tf32>, tile<f64>, tile<f8E4M3FN>, tile<f8E5M2>, tile<f8E8M0FNU>, tile<2xf4E2M1FN>) {
    %p0 = alloca num_elem = 1, alignment = 1 : tile<ptr<i1>>
    %v0, %t0 = load_ptr_tko weak %p0 : tile<ptr<i1>> -> tile<i1>, token
    %p1 = alloca num_elem = 1, alignment = 1 : tile<ptr<i8>>
    %v1, %t1 = load_ptr_tko weak %p1 : tile<ptr<i8>> -> tile<i8>, token
    %p2 = alloca num_elem = 1, alignment = 2 : tile<ptr<i16>>
    %v2, %t2 = load_ptr_tko weak %p2 : tile<ptr<i16>> -> tile<i16>, token
    %p3 = alloca num_elem = 1, alignment = 4 : tile<ptr<i32>>
    %v3, %t3 = load_ptr_tko weak %p3 : tile<ptr<i32>> -> tile<i32>, token
    %p4 = alloca num_elem = 1, alignment = 8 : tile<ptr<i64>>
    %v4, %t4 = load_ptr_tko weak %p4 : tile<ptr<i64>> -> tile<i64>, token
    %p5 = alloca num_elem = 1, alignment = 2 : tile<ptr<f16>>
    %v5, %t5 = load_ptr_tko weak %p5 : tile<ptr<f16>> -> tile<f16>, token
    %p6 = alloca num_elem = 1, alignment = 2 : tile<ptr<bf16>>
    %v6, %t6 = load_ptr_tko weak %p6 : tile<ptr<bf16>> -> tile<bf16>, token
    %p7 = alloca num_elem = 1, alignment = 4 : tile<ptr<f32>>
    %v7, %t7 = load_ptr_tko weak %p7 : tile<ptr<f32>> -> tile<f32>, token
    %p8 = alloca num_elem = 1, alignment = 4 : tile<ptr<tf32>>
    %v8, %t8 = load_ptr_tko weak %p8 : tile<ptr<tf32>> -> tile<tf32>, token
    %p9 = alloca num_elem = 1, alignment = 8 : tile<ptr<f64>>
    %v9, %t9 = load_ptr_tko weak %p9 : tile<ptr<f64>> -> tile<f64>, token
    %p10 = alloca num_elem = 1, alignment = 1 : tile<ptr<f8E4M3FN>>
    %v10, %t10 = load_ptr_tko weak %p10 : tile<ptr<f8E4M3FN>> -> tile<f8E4M3FN>, token
    %p11 = alloca num_elem = 1, alignment = 1 : tile<ptr<f8E5M2>>
    %v11, %t11 = load_ptr_tko weak %p11 : tile<ptr<f8E5M2>> -> tile<f8E5M2>, token
    %p12 = alloca num_elem = 1, alignment = 1 : tile<ptr<f8E8M0FNU>>
    %v12, %t12 = load_ptr_tko weak %p12 : tile<ptr<f8E8M0FNU>> -> tile<f8E8M0FNU>, token
    %p13 = alloca num_elem = 2, alignment = 1 : tile<ptr<f4E2M1FN>>
    %tv13 = make_tensor_view %p13, shape = [2], strides = [1] : tensor_view<2xf4E2M1FN, strides=[1]>
    %pv13 = make_partition_view %tv13 : partition_view<tile=(2), tensor_view<2xf4E2M1FN, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %v13, %t13 = load_view_tko weak %pv13[%c0] : partition_view<tile=(2), tensor_view<2xf4E2M1FN, strides=[1]>>, tile<i32> -> tile<2xf4E2M1FN>, token
    return %v0, %v1, %v2, %v3, %v4, %v5, %v6, %v7, %v8, %v9, %v10, %v11, %v12, %v13 : tile<i1>, tile<i8>, tile<i16>, tile<i32>, tile<i64>, tile<f16>, tile<bf16>, tile<f32>, tile<tf32>, tile<f64>, tile<f8E4M3FN>, tile<f8E5M2>, tile<f8E8M0FNU>, tile<2xf4E2M1FN>
  }
  testing$func @roundtrip() -> (tile<4xf32>, tile<i32>) {
    %p = alloca num_elem = 4, alignment = 64 : tile<ptr<f32>>
    %q = alloca num_elem = 1, alignment = 4 : tile<ptr<i32>>
    %tv = make_tensor_view %p, shape = [4], strides = [3] : tensor_view<4xf32, strides=[3]>
    %pv = make_partition_view %tv : partition_view<tile=(2), tensor_view<4xf32, strides=[3]>>
    %x = constant <f32: [1.5, 2.5]> : tile<2xf32>
    %c0 = constant <i32: 0> : tile<i32>
    %t0 = store_view_tko weak %x, %pv[%c0] : tile<2xf32>, partition_view<tile=(2), tensor_view<4xf32, strides=[3]>>, tile<i32> -> token
    %tw = make_tensor_view %p, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %pw = make_partition_view %tw : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %y, %t1 = load_view_tko weak %pw[%c0] token = %t0 : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %z, %t2 = load_ptr_tko weak %q token=%t1 : tile<ptr<i32>> -> tile<i32>, token
    return %y, %z : tile<4xf32>, tile<i32>
  }
}
