use sea_orm::{ActiveModelTrait, ActiveValue::Set, DatabaseConnection, DbErr};

async fn bake(db: &DatabaseConnection, bakery_id: i32) -> Result<cake::Model, DbErr> {
    let cake = cake::ActiveModel {
        name: Set("Black Forest".to_owned()),
        bakery_id: Set(bakery_id),
        ..Default::default()
    };
    // INSERT INTO "cake" ("name", "bakery_id") VALUES ($1, $2) RETURNING …
    cake.insert(db).await
}
