use sea_orm::{DatabaseConnection, DbErr, QueryOrder, entity::prelude::*};

async fn chocolate_cakes(db: &DatabaseConnection) -> Result<Vec<cake::Model>, DbErr> {
    // SELECT … FROM "cake" WHERE "cake"."name" LIKE '%chocolate%' ORDER BY "cake"."name" ASC
    cake::Entity::find()
        .filter(cake::COLUMN.name.contains("chocolate"))
        .order_by_asc(cake::COLUMN.name)
        .all(db)
        .await
}
